// Child process of voyage-pack-kill.test.ts: the app packs (or resumes packing) a voyage against
// the test's demo service, printing its progress, until done or killed. Not a test by itself.
import { createApp } from '../../src/core/app';
import type { PackStatus } from '../../src/shared/voyage/voyage-pack';
import { packChoices, requestsDone, unwrap } from './voyage-pack-fixtures';
import { keptLandIndexFolder } from '../kept-land-index';

const [dataFolder, serviceUrl, nowText, voyageId, etdText, mode] = process.argv.slice(2);
if (dataFolder === undefined || serviceUrl === undefined || voyageId === undefined || (mode !== 'start' && mode !== 'resume')) {
  throw new Error('usage: voyage-pack-child.ts <data folder> <service url> <now ms> <voyage id> <etd ms> start|resume');
}
const nowMs = Number(nowText);
const etdUtcMs = Number(etdText);
const app = createApp({ dataFolder, host: 'web', version: '0.0.0-test', dataSource: 'demo', serviceUrl, getServiceKey: () => 'demo', now: () => nowMs, landIndexFolder: keptLandIndexFolder });
app.events.subscribe((event, payload) => {
  // stdout to a pipe is synchronous on Linux: once the parent reads the line, the commit is done.
  if (event === 'voyagePackProgress') process.stdout.write(`progress ${requestsDone(payload as PackStatus)} ${(payload as PackStatus).state}\n`);
});
const before = await unwrap(app.router.call('getVoyagePack', { voyageId }));
process.stdout.write(`found ${before === null ? 'none' : before.state}\n`);
if (mode === 'start') await unwrap(app.router.call('startVoyagePack', packChoices(voyageId, etdUtcMs, etdUtcMs)));
else await unwrap(app.router.call('resumeVoyagePack', { voyageId }));
await app.voyagePacks.settled(voyageId);
const after = await unwrap(app.router.call('getVoyagePack', { voyageId }));
process.stdout.write(`settled ${after?.state ?? 'none'} ${after?.creditsSpent ?? 0}\n`);
app.close();
