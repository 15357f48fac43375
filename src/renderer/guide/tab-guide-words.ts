/**
 * One sentence per tab of the side panel, by the tab's id (App's tab list), for the guide a new
 * demo installation shows. Short on purpose: the guide stands over the chart. A tab without a
 * sentence here is simply not in the guide.
 */
export const tabGuideSentences: Readonly<Record<string, string>> = {
  route: 'Lay out the voyage on the chart or in the table: speeds, departure, the check against land.',
  forecast: 'The weather where the ship will be: meteogram, limits exceeded, best departure.',
  risk: 'Storms near the route, and the ensemble\'s odds of exceeding the limits.',
  report: 'The passage plan to print and sign; RTZ, GPX and CSV with the forecast.',
  settings: 'Demo or live data, the service key, credits spent, the self-test.',
  shore: 'Crew journeys to and from the ship\'s Dutch port; road traffic near it.',
  routing: 'A route through the weather within the vessel\'s limits, its cost first, beside the plan.',
};
