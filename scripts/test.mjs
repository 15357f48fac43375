// Runs every check a change must pass, in the order that fails fastest, and ends with the line
// CI reads: "N passed, N failed, N skipped", after naming each skipped test and why. vitest's own
// summary is not in that form, so its JSON report is read back and counted here.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureSystemTools } from './system-tools.mjs';
import { closingLine as summaryLine, skippedTests } from './vitest-skips.ts';

const root = path.resolve(import.meta.dirname, '..');
const report = path.join(root, 'test-results', 'vitest-report.json');
fs.mkdirSync(path.dirname(report), { recursive: true });
fs.rmSync(report, { force: true });

let passed = 0;
let failed = 0;
let skipped = 0;

function closingLine() {
  return `\n${summaryLine({ passed, failed, skipped })}`;
}

function step(name, command, args) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/**
 * The static checks are independent and each mostly one core's work: they run as many at a time
 * as there are cores (about 40 s instead of 80 on two), each one's output held and printed whole,
 * in this order, so that a failure reads as it would alone.
 */
async function parallelSteps(steps) {
  const outcomes = new Array(steps.length);
  let next = 0;
  async function worker() {
    while (next < steps.length) {
      const index = next++;
      const [, args] = steps[index];
      const started = Date.now();
      outcomes[index] = await new Promise((resolve) => {
        const child = spawn(npx, args, { cwd: root, env: process.env });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
        child.on('close', (code) => resolve({ ok: code === 0, output: Buffer.concat(output), seconds: (Date.now() - started) / 1000 }));
      });
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(os.availableParallelism(), steps.length)) }, worker));
  steps.forEach(([name], index) => {
    const { ok, output, seconds } = outcomes[index];
    console.log(`\n▶ ${name}`);
    process.stdout.write(output);
    console.log(`${ok ? '✔' : '✘'} ${name} (${seconds.toFixed(1)} s)`);
    if (ok) passed += 1;
    else failed += 1;
  });
}

await parallelSteps([
  ['typecheck', ['tsc', '-p', 'tsconfig.shared.json']],
  ['typecheck (node)', ['tsc', '-p', 'tsconfig.node.json']],
  ['typecheck (web)', ['tsc', '-p', 'tsconfig.web.json']],
  ['typecheck (end-to-end tests)', ['tsc', '-p', 'tsconfig.e2e.json']],
  ['lint', ['eslint', '--max-warnings', '0', 'src', 'test', 'scripts', 'eslint.config.js']],
]);
// Electronegativity's own CLI never fails; this script judges its findings (docs/platform-facts.md, Security).
if (step('electronegativity (Electron security scan)', process.execPath, [path.join(root, 'scripts', 'electronegativity.mjs')])) passed += 1;
else failed += 1;

const tools = ensureSystemTools();
if (!tools.ok) {
  console.log(tools.message);
  failed += 1;
  console.log(closingLine());
  process.exit(1);
}

step('vitest (unit, integration, end-to-end)', npx, ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
if (fs.existsSync(report)) {
  const summary = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed += summary.numPassedTests;
  failed += summary.numFailedTests;
  // A file that fails to load, or whose hooks fail (the e2e hosts' canary search runs as they
  // close), has no failed test to count; count it as one failure, not as nothing.
  const brokenFiles = summary.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  );
  failed += brokenFiles.length;
  if (summary.numTotalTests === 0) failed += 1;
  const skips = skippedTests(summary, root);
  skipped = skips.length;
  if (skips.length > 0) {
    console.log(`\nSkipped (${skips.length}):`);
    for (const skip of skips) console.log(`- ${skip.file}: ${skip.name}\n    why: ${skip.why}`);
  }
  // A skip that cannot say why leaves the reader nothing to act on: it fails the run.
  const unexplained = skips.filter((skip) => !skip.reasonGiven);
  if (unexplained.length > 0) console.log(`\n${unexplained.length} skipped without a reason: give each { meta: { skipReason } } (test/skip-reason.d.ts).`);
  failed += unexplained.length;
} else {
  console.log('vitest wrote no report: counting it as one failure.');
  failed += 1;
}

console.log(closingLine());
process.exit(failed === 0 ? 0 : 1);
