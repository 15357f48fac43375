/**
 * What an investigation run's Chromium trace records: the frame's work on the main thread and
 * the compositor (style, layout, paint, commit), what invalidated the style, and the input events.
 */
export const traceCategories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.invalidationTracking', 'blink', 'cc', 'toplevel', 'input'];
