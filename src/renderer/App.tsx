import { useCallback, useState } from 'react';
import { passage } from './bridge/bridge';
import { ChartView } from './map/chart-view';
import { paletteColours } from './palette/palette-colours';
import { nextPalette } from './palette/palette-shortcuts';
import { usePalette } from './palette/use-palette';
import { ShortcutHelp } from './shell/shortcut-help';
import { StatusBar } from './shell/status-bar';
import { useAppInfo } from './shell/use-app-info';
import { useKeyboardShortcuts } from './shell/use-keyboard-shortcuts';

/**
 * The workstation: the chart, with room on the right for the panels to come (route, forecast,
 * reports), and the status bar below.
 */
export function App() {
  const { palette, choose, problem: paletteProblem } = usePalette(passage);
  const appInfo = useAppInfo(passage);
  const [helpOpen, setHelpOpen] = useState(false);
  const [chartProblem, setChartProblem] = useState<string | null>(null);

  const toggleHelp = useCallback(() => setHelpOpen((open) => !open), []);
  const closeHelp = useCallback(() => setHelpOpen(false), []);
  const cyclePalette = useCallback(() => choose(nextPalette(palette ?? 'day')), [choose, palette]);
  useKeyboardShortcuts({ palette, choosePalette: choose, toggleHelp, closeHelp });

  // Until the saved palette is known, draw in night colours: never flash a bright chart at night.
  const colours = paletteColours[palette ?? 'night'];
  const problems = [paletteProblem, chartProblem].filter((each): each is string => each !== null);

  return (
    <div className="workstation">
      <main className="chart-area">
        <ChartView colours={colours} onProblem={setChartProblem} />
      </main>
      <StatusBar appInfo={appInfo} palette={palette} problems={problems} onCyclePalette={cyclePalette} onShowHelp={toggleHelp} />
      {helpOpen && <ShortcutHelp onClose={closeHelp} />}
    </div>
  );
}
