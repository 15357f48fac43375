// Scans the Electron code for security misconfigurations with @doyensec/electronegativity and
// exits 1 on any high finding or any file it could not read. The tool's own CLI always exits 0
// (docs/platform-facts.md, Security), so it is called as a library here and its findings are judged by this script.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');

/**
 * AvailableSecurityFixesGlobalCheck downloads Electron's release list at every run; offline it
 * fails late from a retry timer and takes the process down. Electron's version is pinned in
 * package.json and upgraded deliberately, so that check is left to the upgrade.
 */
const networkChecks = ['AvailableSecurityFixesGlobalCheck'];

/** Severity at or above which a finding fails the run. */
const failingSeverity = 'HIGH';

/**
 * @param {{ input: string, electronVersion?: string }} options
 * @returns {Promise<{ failing: Finding[], others: Finding[], unreadable: string[] }>}
 * @typedef {{ id: string, severity: string, confidence: string, file: string, line: number, description: string, manualReview: boolean }} Finding
 */
export async function scanElectronSecurity(options) {
  const input = path.resolve(options.input);
  if (!fs.existsSync(input)) throw new Error(`Electronegativity: nothing to scan at ${input}.`);
  const runScan = require('@doyensec/electronegativity/dist/runner.js');
  const { severity } = require('@doyensec/electronegativity/dist/finder/attributes.js');
  const result = await runScan(
    {
      input,
      customScan: [],
      excludeFromScan: networkChecks,
      isRelative: true,
      isVerbose: false,
      electronVersionOverride: options.electronVersion ?? installedElectronVersion(),
      parserPlugins: [],
    },
    false,
  );
  /** @type {Finding[]} */
  const findings = result.issues.map((issue) => ({
    id: issue.id,
    severity: issue.severity.name,
    confidence: issue.confidence.name,
    file: issue.file,
    line: issue.location.line,
    description: issue.description,
    manualReview: Boolean(issue.manualReview),
  }));
  const threshold = severity[failingSeverity].value;
  return {
    failing: findings.filter((finding) => severity[finding.severity].value >= threshold),
    others: findings.filter((finding) => severity[finding.severity].value < threshold),
    // A file the parser gave up on was not checked at all: that must not read as "no findings".
    unreadable: result.errors.filter((error) => !error.tolerable).map((error) => `${error.file}: ${error.message}`),
  };
}

function installedElectronVersion() {
  return JSON.parse(fs.readFileSync(require.resolve('electron/package.json'), 'utf8')).version;
}

/** @param {Finding} finding */
function describe(finding) {
  const review = finding.manualReview ? ' (needs review)' : '';
  return `  ${finding.severity} ${finding.id} ${finding.file}:${finding.line}${review}`;
}

async function main() {
  const inputs = process.argv.slice(2);
  const targets = inputs.length > 0 ? inputs : [path.join(root, 'src')];
  let failed = false;
  for (const target of targets) {
    const { failing, others, unreadable } = await scanElectronSecurity({ input: target });
    console.log(`Electronegativity on ${path.relative(root, path.resolve(target)) || '.'}: ${failing.length} at ${failingSeverity} or above, ${others.length} below, ${unreadable.length} unreadable files.`);
    for (const finding of others) console.log(describe(finding));
    for (const finding of failing) console.error(describe(finding));
    for (const file of unreadable) console.error(`  unreadable: ${file}`);
    if (failing.length > 0 || unreadable.length > 0) failed = true;
  }
  if (failed) console.error(`Electronegativity: fix the findings above (anything at ${failingSeverity}, and every unreadable file) before this passes.`);
  // The tool's translation download leaves a timer behind offline; exit rather than wait for it.
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`Electronegativity could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
