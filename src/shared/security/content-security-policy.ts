/**
 * The one Content-Security-Policy of the renderer, for the Electron protocol handler and the web
 * host alike: nothing but the app's own scripts run (no inline script, no eval, no remote host),
 * and the page can reach only its own origin (plus the web host's event socket).
 * Inline styles are allowed because Leaflet positions map panes with style attributes.
 */
export function contentSecurityPolicy(options: { extraConnectSources?: readonly string[] } = {}): string {
  const connect = ["'self'", ...(options.extraConnectSources ?? [])].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "worker-src 'self' blob:",
  ].join('; ');
}
