// `npm run bench`: runs every test/bench/*.bench.ts (each exports `run()` returning its figures)
// and writes BENCHMARKS.md with the machine and the date, so that a figure is never read
// without knowing where it was measured.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface Figure {
  name: string;
  value: number;
  unit: string;
  target?: string;
  /** Whether the figure meets its target; absent where there is no target. */
  meets?: boolean;
  note?: string;
}

const benchDir = import.meta.dirname;
const root = path.resolve(benchDir, '../..');
const only = process.argv.slice(2);
const files = fs
  .readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();

/** Said beside figures taken while other work held the cores: the verdicts stand, the reader should know. */
function loadWarning(load: number): string {
  const cores = os.cpus().length;
  if (load <= cores * 1.5) return '';
  return ` The machine was shared (about ${Math.round(load / cores)} runnable tasks per core): every figure below includes waiting for a core, and reads higher than on an idle machine.`;
}

const sections: string[] = [];
for (const file of files) {
  console.log(`▶ ${file}`);
  // Other work on a shared machine slows every figure: the load is written beside them.
  const load = os.loadavg()[0]!;
  const measured = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${load.toFixed(1)} (1 min) on ${os.cpus().length} cores.${loadWarning(load)}`;
  const module = (await import(pathToFileURL(path.join(benchDir, file)).href)) as { title?: string; notes?: string; run(): Promise<Figure[]> };
  const figures = await module.run();
  const rows = figures.map((figure) => {
    const verdict = figure.meets === undefined ? '' : figure.meets ? 'meets' : '**misses**';
    const value = Number.isInteger(figure.value) ? String(figure.value) : figure.value.toFixed(figure.value < 10 ? 2 : 1);
    console.log(`  ${figure.name}: ${value} ${figure.unit}${figure.target ? ` (target ${figure.target}) ${verdict}` : ''}`);
    return `| ${figure.name} | ${value} ${figure.unit} | ${figure.target ?? ''} | ${verdict} | ${figure.note ?? ''} |`;
  });
  sections.push(`## ${module.title ?? file}\n\n${measured}\n\n| figure | value | target | | note |\n|---|---|---|---|---|\n${rows.join('\n')}\n${module.notes === undefined ? '' : `\n${module.notes}\n`}`);
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const header = `# Benchmarks

Written by \`npm run bench\` (test/bench/run.ts); each section comes from one \`test/bench/*.bench.ts\`.
Shared machines vary: read a figure as an order of magnitude against its target, not to the millisecond.

- Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC
- Machine: ${cpu}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}
- Node ${process.version}
- A section run on its own since (\`npm run bench -- <name>\`) says its date and load under its title
`;
const outFile = path.join(root, 'BENCHMARKS.md');
if (only.length > 0 && fs.existsSync(outFile)) {
  // A partial run replaces only its own sections, each dated under its title; the header keeps
  // the date of the full run the other sections come from.
  let existing = fs.readFileSync(outFile, 'utf8');
  for (const section of sections) {
    const title = section.split('\n')[0] ?? '';
    const start = existing.indexOf(`${title}\n`);
    if (start === -1) existing += `\n${section}`;
    else {
      const next = existing.indexOf('\n## ', start + title.length);
      existing = existing.slice(0, start) + section + (next === -1 ? '' : `\n${existing.slice(next + 1)}`);
    }
  }
  fs.writeFileSync(outFile, existing);
} else {
  fs.writeFileSync(outFile, `${header}\n${sections.join('\n')}`);
}
console.log(`wrote ${path.relative(process.cwd(), outFile)}`);
process.exit(0);
