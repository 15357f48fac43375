/**
 * A proxy answer is the service's bytes served inside the app's own origin: read as HTML or script
 * they would run with the app's rights (its cookie, its contract calls). So every answer is JSON
 * whatever the upstream said, sniffing is off, and a CSP sandbox makes the document, should a
 * browser ever render it, an opaque origin that can run nothing and load nothing.
 */
export const inertAnswerHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'content-security-policy': "sandbox; default-src 'none'",
  'x-content-type-options': 'nosniff',
} as const;

export function makeInert(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(inertAnswerHeaders)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
