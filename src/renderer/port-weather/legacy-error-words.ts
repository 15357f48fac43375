/** The legacy service's errors in words: 400 bad request, 404 location not found (its own words beside). */
export function legacyErrorWords(error: { message: string; details?: unknown }): string {
  const details = (error.details ?? {}) as { status?: unknown; serviceMessage?: unknown };
  const said = typeof details.serviceMessage === 'string' ? ` The service says: "${details.serviceMessage}".` : '';
  if (details.status === 404) return `The legacy forecast knows no place here (404, location not found): it covers places on land, not the open sea.${said}`;
  if (details.status === 400) return `The legacy forecast refused the request as bad (400).${said}`;
  return `The legacy forecast is not available: ${error.message}`;
}
