// Issue 17's "the window never stalls while data arrives": the page's main thread while a 10-day,
// 1,000-waypoint Pacific crossing is opened, its forecast comes in, the Risk tab shows its storms
// and the ensemble along the route comes in, as in the memory bench and through the same web host
// (a Node process of its own, the demo service in a child of its own). What a navigator feels as a
// stall is a frame the page could not show: Chromium's long animation frames (the
// PerformanceObserver type 'long-animation-frame', every frame whose work and rendering took 50 ms
// or more, a click or key waiting behind it), recorded in the page from its first script.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { rendererJsFlags } from '../../src/core/renderer-js-flags';
import { launchChromium } from '../e2e/harness';
import { startHostProcess } from './host-process';
import type { Figure } from './run';
import { traceCategories } from './trace-categories';
import { chooseTranspacificVoyage } from './transpacific-voyage';

export const title = 'The window while data arrives (issue 17)';

const waypointCount = 1_000;
const targetMs = 100;
// After what each stage waits for is shown: drawing that follows it (the chart, a list after the paint) still counts.
const settleMs = 2_000;

export const notes = `Each stage runs from the navigator's action (the voyage chosen and opened in the Forecast tab, the
forecast's Fetch clicked, the Risk tab opened by its key, the ensemble's Fetch clicked) until what it
waits for is shown, and ${settleMs / 1000} s more. A long animation frame is one frame's work and rendering
of 50 ms or more; "longest" is the longest such frame, "blocked" the sum of their blocking
durations (the part of each task past 50 ms, what delays a click or a key). The target: no frame
over ${targetMs} ms, so that a click or a key answers within a tenth of a second whatever arrives meanwhile
(RAIL's budget for a response). The longest frame's heaviest script is named beside it (the
function the frame ran, as Chromium attributes it). PASSAGE_WINDOW_PROFILE_DIR writes the page's CPU
profile of each stage there and logs where its elements are, PASSAGE_WINDOW_TRACE_DIR a Chromium trace
of each stage (investigation runs).

28 November 2026, the first runs (at a load of 4 to 9: a full test run shared the machine):
the forecast's arrival held one frame for 521, 822 and 1,004 ms. Its CPU profile put 326 ms in a
layout forced by the meteogram's first width measure (getBoundingClientRect), a layout of the
whole page as it had just become: the exceedance list held 3,477 of the page's elements, a table
of the hundreds of legs with limits passed on the crossing. The list now shows the first 40 legs
and the others on the navigator's click (the printed plan lists them all): 640 elements, and the
forced layout 19-28 ms; the frame read 505 ms at a load of 4. The chart's exceedance marks, one
path each with its tooltip's elements made up front (about 100 ms in the profile), are now drawn
in the task after the frame that shows the forecast, their tooltips made when opened: 317 ms at a
load of 3.4, 310 in the table's run (load 1.7). What is left in that frame, by the profile: React
rendering and committing the Forecast tab (about 100 ms) and uPlot building and drawing the
meteogram's seven charts (about 120 ms, its markers at every forecast position among it). The
Risk tab opened by its key held a frame for 120 to 398 ms in those runs: it made a list of 1,001
waypoints, each with its ETA, for the ensemble at a point, and laid it out at once (the tab strip
scrolls the chosen tab into view). Past 200 waypoints the waypoint's number is typed instead
(risk/waypoint-choice.tsx): no frame of 50 ms or more in the table's run.

6 December 2026, a quiet machine (load about 1 to 3; Chromium 156): the app as it was read, in
two runs, opening 102 and 80 ms, the forecast's arrival 151 and 120 ms. What changed since:
- The meteogram builds its charts by the frame, as many a frame as the forecast's positions allow
  (1,500 positions' worth: one a frame at 1,000 waypoints, all seven at once for a short voyage),
  each in room kept for it so that nothing below moves; its first width is the ResizeObserver's
  first report, not a getBoundingClientRect in the effect (a forced layout of the whole page). The
  forecast's arrival read 72-95 ms with these.
- The chart's words that change alone (a route-check finding, a storm's or a forecast place's
  label) are placed once, in a task after the next paint. Each layer's new label placed every
  waypoint name again at once, about 20 ms each at 1,000 waypoints, five times while the voyage
  opened, once in its first frame (map/waypoint-names-layer.tsx). Placed in the next animation
  frame instead, they still fell in the frame that showed the voyage.
In the afternoon (load about 1 to 2), three runs each: the app before the day's changes opened in
76, 68 and 87 ms, alternated with the words placed in the next animation frame (95, 79 and 109),
then 70, 86 and 93 with them placed after the paint; the forecast's arrival read 144, 130 and 130
before, 68, 72 and 68 after. The load from minute to minute swings the opening frame by 20 ms
either way: read it across runs. The table below is a run of the day's last code.
The same stages with a 5,000-waypoint crossing (waypointCount set to 5,000; four runs, not in
the table, no target stated for that size): opening 205-262 ms, the ensemble's arrival 104-164,
the forecast's 216 in the first two runs. The meteogram then came to draw its direction dots one
per pixel of the time axis and each series' markers as one path (15,450 fills were 120-148 ms of
the forecast's frame): the forecast read 156 and 162 ms in the two runs after. The exceedance marks find their positions by bisection
(map/forecast-route-stretch.ts; a scan per stretch was about 355 ms after the paint at 5,000).
What held the frames at 5,000: the storms against the voyage, worked out after the open's paint
in one task (80-150 ms: the voyage's timeline, screening and each near storm's encounter), React
rendering the opened voyage and the Forecast tab (about 45 ms), uPlot drawing 5,150 positions'
lines (about 40 ms) and the coloured forecast route (about 20 ms). The storms are now worked out
one step a task (shared/risk nearStormEncounterSteps): their longest task read 54 and 66 ms in two
runs after, where it had read 123-168; the open's own frame still read 202 and 247 ms, the
forecast's 175 and 186, the ensemble's 104 and 136.

6 December 2026 (afternoon), a second machine of the same kind about half as fast (the route-table
bench's bare input 5.3 to 9.9 ms against 3.7 to 4.1): the morning's app read 139 to 243 ms opening
the 1,000-waypoint voyage and 120 to 235 for the forecast's arrival over seven runs, so on this
machine the 100 ms is missed. A profile of the open put about 58 ms in the chart's fit, 26 of them
placing the waypoint names: every one of the 1,000 names was measured on a canvas (about 11 ms),
though at that zoom nearly all are crowded out by the next symbols; and the symbols and names were
projected through a Leaflet LatLng each (about 5 ms each way). Now a name is measured only where a
one-pixel name would fit beside its symbol (its box lies inside any longer name's, so where that
does not fit none does), and both are projected with Web Mercator's arithmetic
(map/container-projection.ts). The storms' steps also became background-priority tasks (the
route-forecast bench). Run alternately with the morning's app, three runs each: opening read 243,
214 and 241 ms before, 159, 142 and 209 after; the forecast's arrival 149, 190 and 235 before, 276,
196 and 144 after, within its spread. The storms' steps, now run when nothing else waits, land
later, in the Risk tab's stage: one frame of 51 to 65 ms there in three runs of four (under the
target; the morning's app had none or one).

6 December 2026 (evening), the slower machine again. Each long frame is now logged with every
script in it and where its rendering began: the open's frame read 76 ms of script, then nothing
for about 60 ms, then its rendering. A trace of the main thread's task observers showed the gap:
CanvasRenderingContext2D::FinalizeFrame, 48 ms, the land's canvas rasterised without a GPU at the
end of the task that fitted the chart (Natural Earth's 60,000 points filled and stroked once per
world copy; 30 ms at zoom 2 on a bare page, 8 ms for the 15,700 points that differ there by more
than 0.3 px). The land is now drawn at the detail of its zoom (map/land-detail.ts), and only the
world copies whose land reaches the view. The meteogram of a long forecast builds its first chart a
frame after the one that shows the forecast, as it did the others (15 ms of that frame's 64 ms of
script in a profile). Run alternately with the day's earlier app (three runs each): opening read
132, 121 and 150 ms before, 71, 123 and 104 with the land's detail; the forecast's arrival 89 to 110
before, 55 to 67 with the first chart a frame later (two runs). What is left in the open's frame:
the script (42 to 83 ms: React rendering the opened voyage, the chart's fit, the ports of the new
zoom, about 12 ms to take the medium ports off), and in some runs the canvases' rasterising again
(a trace read 61 ms in one run of three, 12 ms in the others; the web host plans and estimates the
route's forecast on the other core at that moment). PASSAGE_WINDOW_TRACE_DIR writes a trace of each
stage.

6 December 2026 (afternoon), a faster machine: the host parses a voyage once per revision and plans
its forecast's question once (the route forecast at scale), and the ports were tried as one layer of
the chart's canvas (taken back: the route-chart bench). Run alternately with the morning's app (two
runs each, both changes in): opening read 126 and 114 ms before, 105 and 119 after, within the
spread; the frame's script itself read 57 to 102 ms across both, most of it React rendering the
opened voyage and the chart's fit (the route, its names and the graticule at the new zoom).

6 December 2026 (evening), the same faster machine. Two changes tried against the afternoon's app,
run alternately. A canvas whose pixels' store is kept when a view change leaves its size as it was
(Leaflet sets the size at every move's end, which throws the store away): the fit's script fell from
48 to 34 ms in a profile of the open, but the open's frame read 106, 100, 116 and 161 ms with it
against 126, 149, 93 and 93 without, its rendering longer where its script was shorter, so it was
not kept (the route-forecast bench says what its traces showed). The land's canvas with a tenth of
the view beyond it rather than a quarter (the memory bench): 109, 111 and 94 ms against 106, 137
and 92, within the spread. The table above is a run of the evening's last code.

6 December 2026 (night), the same machine. The chart's fit on opening was tried in a task after the
frame that shows the voyage (map/route-fit.tsx, the names' placement after a move likewise in one
run pair): the open's first frame fell to about 35 ms of script, but the fit's own frame (45 to 60
ms of script, a canvas sized again, a garbage collection of the first frame's objects) took with it
every other task waiting for that paint (the names' words, the route check, the storms' first step),
and the route was drawn twice, once in the view before the fit. Six runs against four, alternated:
65, 109, 103, 112, 79 and 111 ms with it, 102, 111, 137 and 109 without: not kept. The web host
now runs as built (the memory bench); the table above is a run of the night's last code.

6 December 2026 (late evening), a shared machine (load 1.5 to 4 from other work). A CPU profile of
the open put 11 to 14 ms of its frame in the first drawing call on the land's canvas, which Leaflet
had just given a new size: the chart had become a pixel shorter after the land's canvas was sized,
and Leaflet ignores a change of size that keeps its centre's pixel, so the canvas took its size at
the next move, the open's fit. The chart now follows such a change when it happens
(map/chart-resize.tsx). And a view change now only moves the chart's two canvases, their transform
and the land's drawing left to the next animation frame, a canvas no longer given the size it has
(map/chart-canvas.ts; the size kept was tried earlier the same evening, above, with the drawing
still in the move's task). Run alternately, the open's longest frame: the
day's app 138, 139 and 151 ms; with the resize followed 118, 123, 154, 141, 116 and 141; with both
92, 116, 130, 143, 92 and 102 (and 69, 142 and 64 in three runs against the day's app). The
route-chart bench's zoom step, where a canvas kept was feared to cost its rendering, read 76 and 78
ms with both, 81 and 79 with the resize alone. Profiled
with both, the open's task is about 93 ms of script: the chart's fit about 29 (Leaflet projecting
the symbols and placing the names at the new zoom), the route's polylines about 26 (Leaflet turning
the legs' points into LatLngs and projecting them), React's render and the rest. The route's runs of
legs are now one line each, every joint once (map/route-line-chunks.ts: 1,001 points where 2,000
drew the same legs): the route's drawing read 6.6 ms against 9.1 in a profile each, the open's
frame 124, 115 and 58 ms against 91, 111 and 175 run alternately, within the spread.

7 December 2026 (night), load 1.4 to 4. A profile of the open put five of the host's calls in its
frame (the forecast's freshness and estimate, the vessel profiles, the no-go areas, one more), made
by the effects of the render that shows the voyage: in the web host's Chromium a fetch costs its
caller 1.1 to 1.8 ms before it returns (3 to 6 ms with an 87 kB body), measured in the page. The
web bridge was made to send every call from a task after the one that made it (a message, those of
one task together): the open's frame then held no fetch, but the route-table bench's opens, which
wait for the voyage's own call, read 153, 131 and 143 ms at 1,000 waypoints against 119, 123 and
120 without, run alternately (the frame painted between the click and the call). Not kept. The
weather layers' picker no longer samples the route without a catalogue to match it with (the
route-chart bench): 27 ms of a task after the open's paint in a profile. And the radar's controls,
folded, followed the chart's centre: the open's fit re-rendered them and asked the host for the
radar's cost at the new centre, a fetch in the open's frame (map/weather-layers/radar-overlay.tsx);
they now follow it, and ask, only while open. Neither shows in the open's longest frame: eleven
runs with both read 62 to 183 ms (median 110), seven of the app before 72 to 147 (median 97),
alternated, and four with the radar's change alone 65 to 106. The frame's own script in a CPU
profile swung from 84 to 227 ms between runs of the same code, most of the swing in the fetches'
own cost (one call 2 ms in one run, 14 in the next).

7 December 2026 (afternoon), load 1 to 2.5. A profile of the open (149 ms, an unminified build)
put 23 ms in React's render, 8 in the commit's changes to the page, and 77 in the effects of that
render, the chart's layers drawing the voyage: all in the task where the voyage's answer arrived.
The renderer's stores were read with React's useSyncExternalStore, which renders every change of a
store in its sync lane and then runs that render's effects at once, before the browser paints. They
are now read with state/external-store.ts's useStoreSnapshot: a change is an ordinary update,
rendered at once for the navigator's own input (a key, a click) and otherwise in a task of its own,
its effects after the paint. Run alternately with the app before (five runs of each, then three
more of the new): the open's longest frame read 104, 151, 134, 102 and 141 ms before, 83, 63, 60,
103, 80, 74, 87 and 82 after; the forecast's arrival 99, 72, 70, 97 and 75 before, 65, 71, 86, 67,
116, 68, 91 and 79 after. The open's first frame now holds the render and its commit (their script 45 to 72 ms), then
the layers' drawing after the paint. What it costs: the voyage is drawn a frame later, so the
route-table bench's open (click to table and chart painted) read 122, 150 and 152 ms at 1,000
waypoints against 114, 124 and 128 before, run alternately (target 200 ms). With 5,000 waypoints
(waypointCount set to 5,000; no target stated for that size), two runs of each alternated: the
open's longest frame 150 and 113 ms against 139 and 175, the forecast's 148 and 149 against 155 and
191, the ensemble's 163 and 114 against 155 and 236.`;

interface LongFrame {
  startMs: number;
  durationMs: number;
  blockingMs: number;
  /** The frame's heaviest script: who ran it, in which function. */
  script: string;
  /** Every script of the frame (where it started in the frame, how long it ran, who ran it) and its rendering, for the log. */
  parts: string;
}

/** Installed before the app's first script: every long animation frame from then on. */
const pageScript = `
globalThis.__longFrames = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const heaviest = [...(entry.scripts ?? [])].sort((a, b) => b.duration - a.duration)[0];
    globalThis.__longFrames.push({
      startMs: entry.startTime,
      durationMs: entry.duration,
      blockingMs: entry.blockingDuration ?? 0,
      script: heaviest === undefined ? 'no script (style, layout, paint)' : \`\${heaviest.invoker || heaviest.invokerType} \${Math.round(heaviest.duration)} ms (\${(heaviest.sourceFunctionName || 'anonymous')} in \${String(heaviest.sourceURL).split('/').pop()})\`,
      parts: [
        ...[...(entry.scripts ?? [])].map((script) => \`+\${Math.round(script.startTime - entry.startTime)} \${script.invoker || script.invokerType} \${Math.round(script.duration)} ms\`),
        entry.renderStart > 0 ? \`+\${Math.round(entry.renderStart - entry.startTime)} rendering \${Math.round(entry.startTime + entry.duration - entry.renderStart)} ms (style and layout \${Math.round(entry.startTime + entry.duration - entry.styleAndLayoutStart)})\` : 'no rendering',
      ].join('; '),
    });
  }
}).observe({ type: 'long-animation-frame', buffered: true });
`;

async function takeFrames(page: Page): Promise<LongFrame[]> {
  return page.evaluate(() => {
    const holder = globalThis as unknown as { __longFrames: LongFrame[] };
    const frames = holder.__longFrames;
    holder.__longFrames = [];
    return frames;
  });
}

function figuresOf(stage: string, frames: readonly LongFrame[], note: string): Figure[] {
  const longest = frames.reduce<LongFrame | null>((worst, frame) => (worst === null || frame.durationMs > worst.durationMs ? frame : worst), null);
  const longestMs = Math.round(longest?.durationMs ?? 0);
  const blockedMs = Math.round(frames.reduce((sum, frame) => sum + frame.blockingMs, 0));
  for (const frame of frames) console.log(`    ${stage}: a frame of ${Math.round(frame.durationMs)} ms at ${Math.round(frame.startMs)} ms, blocking ${Math.round(frame.blockingMs)}: ${frame.parts}`);
  return [
    { name: `${stage}: longest frame`, value: longestMs, unit: 'ms', target: `< ${targetMs} ms`, meets: longestMs < targetMs, note: longest === null ? `none of 50 ms or more${note}` : `${longest.script}${note}` },
    { name: `${stage}: frames of 50 ms or more`, value: frames.length, unit: '', note: frames.length === 0 ? '' : `${frames.filter((frame) => frame.durationMs >= targetMs).length} of ${targetMs} ms or more` },
    { name: `${stage}: blocked (the part of each long task past 50 ms, summed)`, value: blockedMs, unit: 'ms' },
  ];
}

const settle = () => new Promise((resolve) => setTimeout(resolve, settleMs));

// An investigation run: the page's CPU profile of every stage, written here (its sampling slows the page a little).
const profileDir = process.env.PASSAGE_WINDOW_PROFILE_DIR;

// An investigation run: a Chromium trace of every stage (style, layout, paint and commit beside the script), to open in DevTools.
const traceDir = process.env.PASSAGE_WINDOW_TRACE_DIR;

/** Runs one stage, profiled or traced when asked, and answers its long frames. */
async function stage(page: Page, cdp: CDPSession | null, name: string, work: () => Promise<void>): Promise<LongFrame[]> {
  if (cdp !== null) await cdp.send('Profiler.start');
  const browser = page.context().browser();
  if (traceDir !== undefined && browser !== null) await browser.startTracing(page, { path: path.join(traceDir, `${name.replace(/\W+/g, '-')}.json`), categories: traceCategories });
  await work();
  await settle();
  if (traceDir !== undefined && browser !== null) await browser.stopTracing();
  if (cdp !== null && profileDir !== undefined) {
    const { profile } = await cdp.send('Profiler.stop');
    fs.writeFileSync(path.join(profileDir, `${name.replace(/\W+/g, '-')}.cpuprofile`), JSON.stringify(profile));
    // Where the page's elements are: the parents holding the most.
    const crowded = await page.evaluate(() =>
      [...document.querySelectorAll('*')]
        .map((element) => ({ where: `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`, count: element.querySelectorAll('*').length }))
        .filter((each) => each.count > 200)
        .sort((a, b) => a.count - b.count)
        .slice(0, 14)
        .map((each) => `${each.where} ${each.count}`),
    );
    console.log(`    ${name}: elements under ${crowded.join('; ')}`);
  }
  return takeFrames(page);
}

export async function run(): Promise<Figure[]> {
  const dataFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'passage-bench-window-'));
  const host = await startHostProcess(dataFolder);
  const browser = await launchChromium([`--js-flags=${rendererJsFlags}`]);
  const figures: Figure[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript({ content: pageScript });
    await page.goto(host.url);
    await chooseTranspacificVoyage(page, waypointCount);
    await settle();
    await takeFrames(page);

    let cdp: CDPSession | null = null;
    if (profileDir !== undefined) {
      cdp = await page.context().newCDPSession(page);
      await cdp.send('Profiler.enable');
    }

    const opened = await stage(page, cdp, 'open', async () => {
      await page.getByTestId('open-voyage').click();
      await page.getByTestId('fetch-forecast').waitFor();
      await page.locator(`.chart[data-route-waypoints]`).waitFor();
    });
    figures.push(...figuresOf(`${waypointCount.toLocaleString('en')} waypoints opened`, opened, ''));

    let forecastS = 0;
    const forecast = await stage(page, cdp, 'forecast', async () => {
      const started = performance.now();
      await page.getByTestId('fetch-forecast').click();
      await page.locator('.meteogram-chart[data-chart="temperature"][data-points]').waitFor({ timeout: 600_000 });
      forecastS = (performance.now() - started) / 1000;
    });
    figures.push(...figuresOf('its forecast arriving', forecast, `; shown ${forecastS.toFixed(1)} s after the click`));

    const button = page.locator('.ensemble-fetch');
    const risk = await stage(page, cdp, 'risk', async () => {
      await page.keyboard.press('Alt+Digit3');
      await button.waitFor({ timeout: 60_000 });
      await page.waitForFunction(() => /credits/.test(document.querySelector('.ensemble-fetch')?.textContent ?? ''), undefined, { timeout: 120_000 });
      await page.locator('.storm-item').first().waitFor({ state: 'attached', timeout: 60_000 });
    });
    figures.push(...figuresOf('the Risk tab and its storms', risk, ''));

    let ensembleS = 0;
    const ensemble = await stage(page, cdp, 'ensemble', async () => {
      const started = performance.now();
      await button.click();
      await page.locator('.ensemble-legs tbody tr').first().waitFor({ timeout: 1_200_000 });
      ensembleS = (performance.now() - started) / 1000;
    });
    figures.push(...figuresOf('the ensemble along the route arriving', ensemble, `; shown ${ensembleS.toFixed(0)} s after the click`));
  } finally {
    await browser.close();
    await host.stop();
    fs.rmSync(dataFolder, { recursive: true, force: true });
  }
  return figures;
}
