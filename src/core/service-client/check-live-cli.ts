import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { createRequestLimiter } from './limiter';
import { runLiveSelfTest, selfTestCredits, selfTestLine } from './live-self-test';
import { createServiceClient } from './service-client';

/**
 * `npm run check-live [-- --yes]`: the live self-test from the command line. PASSAGE_API_KEY is the
 * key (never an argument: arguments show in the process list), PASSAGE_SERVICE_URL the service's
 * address. Prints the total cost and asks before sending anything (--yes answers for you), then
 * one line per operation: read, read with parts left out, not read (with field paths), not tried.
 * Exits 1 when any operation was not read.
 */

function refuse(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(2);
}

const { values } = parseArgs({ options: { yes: { type: 'boolean', default: false } } });
const key = process.env.PASSAGE_API_KEY ?? '';
if (key.trim() === '') refuse('check-live: PASSAGE_API_KEY is not set; the self-test sends nothing without the service API key.');
const baseUrl = process.env.PASSAGE_SERVICE_URL ?? '';
if (!/^https?:\/\//.test(baseUrl)) refuse('check-live: PASSAGE_SERVICE_URL must be the service address (http:// or https://), e.g. the demo service started with npm run demo-service.');

const client = createServiceClient({ baseUrl, getKey: () => key, limiter: createRequestLimiter() });
const credits = selfTestCredits(client);
process.stdout.write(`check-live: one small request per operation to ${baseUrl} costs ${credits} credits.\n`);
if (!values.yes) {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question('Spend them? (yes/no) ');
  prompt.close();
  if (answer.trim().toLowerCase() !== 'yes') {
    process.stdout.write('check-live: nothing sent.\n');
    process.exit(0);
  }
}
const results = await runLiveSelfTest(client, (result) => process.stdout.write(`${selfTestLine(result)}\n`));
const notRead = results.filter((result) => result.verdict === 'not-read' || result.verdict === 'not-tried').length;
process.stdout.write(`check-live: ${results.length - notRead} of ${results.length} operations read.\n`);
process.exit(notRead === 0 ? 0 : 1);
