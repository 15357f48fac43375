import { parseArgs } from 'node:util';
import { startPlatformProxyServer } from './standalone-server';

/**
 * `npm run platform-proxy [-- --port N]`: the proxy route on its own, for a browser client that
 * must not hold the key. PLATFORM_API_KEY is required (exit 2 without it); PLATFORM_BASE_URL is
 * the service's address. Prints the address and the per-launch token once.
 */

function refuse(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(2);
}

const apiKey = process.env.PLATFORM_API_KEY ?? '';
if (apiKey.trim() === '') refuse('platform-proxy: PLATFORM_API_KEY is not set; the proxy will not start without the service API key.');
const baseUrl = process.env.PLATFORM_BASE_URL ?? '';
if (!/^https?:\/\//.test(baseUrl)) {
  refuse('platform-proxy: PLATFORM_BASE_URL must be the service address (http:// or https://), e.g. the demo service started with npm run demo-service.');
}

let port: number;
try {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '0' } } });
  port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port ${values.port} is not a port number`);
} catch (thrown) {
  refuse(`platform-proxy: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
}

const server = await startPlatformProxyServer({
  apiKey,
  baseUrl,
  port,
  log: (line) => process.stderr.write(`${line}\n`),
});
process.stdout.write(`platform-proxy: listening on ${server.baseUrl}\n`);
process.stdout.write(`platform-proxy: access token ${server.token} (send Authorization: Bearer <token> or ?access_token=<token>)\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
