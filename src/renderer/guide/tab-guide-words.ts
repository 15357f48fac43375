/**
 * One phrase per tab of the side panel, by the tab's id (App's tab list), for the guide a new
 * demo installation shows. A line each on purpose: the guide stands over the chart's corner and
 * must leave the route readable. A tab without a phrase here is simply not in the guide.
 */
export const tabGuideSentences: Readonly<Record<string, string>> = {
  route: 'Lay out and time a voyage',
  forecast: 'Weather along the voyage',
  risk: 'Storms, ensemble odds',
  report: 'Plan to sign, route files',
  settings: 'Data source, key, credits',
  shore: 'Crew changes, port traffic',
  routing: 'Route round the weather',
};
