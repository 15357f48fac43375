import { useCallback, useMemo, useState } from 'react';
import { passage } from './bridge/bridge';
import { ForecastPanel } from './forecast/forecast-panel';
import { RouteForecastProvider } from './forecast/route-forecast-state';
import { ForecastRouteLayer } from './map/forecast-route-layer';
import { ExceedanceLayer } from './map/exceedance-layer';
import { LegRiskLayer } from './map/leg-risk-layer';
import { ChartView } from './map/chart-view';
import { PortsLayer } from './map/ports-layer';
import { RouteLayer } from './map/route-layer';
import { paletteColours } from './palette/palette-colours';
import { nextPalette } from './palette/palette-shortcuts';
import { usePalette } from './palette/use-palette';
import { MapFocus, type MapFocusTarget } from './map/map-focus';
import { PointPickLayer } from './map/point-pick-layer';
import { StormCpaLayer } from './map/storm-cpa-layer';
import { StormsLayer } from './map/storms-layer';
import { RiskPanel } from './risk/risk-panel';
import { useStormEncounters } from './risk/use-storm-encounters';
import { useStorms } from './risk/use-storms';
import { OpenVoyageProvider, useOpenVoyage } from './route/open-voyage';
import { EnsembleAlongRouteProvider } from './risk/ensemble-state';
import { RouteEditingProvider, useRouteEditing } from './route/route-editing';
import { RoutePanel } from './route/route-panel';
import { useRouteShortcuts } from './route/use-route-shortcuts';
import { ReportTab } from './reports/report-tab';
import { SettingsPanel } from './settings/settings-panel';
import { ShortcutHelp } from './shell/shortcut-help';
import { ShownDataProvider } from './shell/shown-data';
import { SidePanel, type PanelTab } from './shell/side-panel';
import { StatusBar } from './shell/status-bar';
import { useAppInfo } from './shell/use-app-info';
import { useConnection } from './shell/use-connection';
import { useKeyboardShortcuts } from './shell/use-keyboard-shortcuts';

/**
 * The workstation: the chart with its layers, the side panel (one tab per task), and the status
 * bar. The open voyage and the record of what service data is on screen are shared by all of them.
 */
export function App() {
  return (
    <ShownDataProvider>
      <OpenVoyageProvider bridge={passage}>
        <RouteEditingProvider>
          <RouteForecastProvider>
            <EnsembleAlongRouteProvider>
              <Workstation />
            </EnsembleAlongRouteProvider>
          </RouteForecastProvider>
        </RouteEditingProvider>
      </OpenVoyageProvider>
    </ShownDataProvider>
  );
}

function Workstation() {
  const { palette, choose, problem: paletteProblem } = usePalette(passage);
  const appInfo = useAppInfo(passage);
  const connection = useConnection(passage);
  const storms = useStorms(passage, `${connection.status?.offlineMode ?? false}:${connection.status?.reachable ?? true}`);
  const stormRisk = useStormEncounters(storms.storms);
  const [mapFocus, setMapFocus] = useState<MapFocusTarget | null>(null);
  const focusChart = useCallback((lat: number, lon: number) => setMapFocus((previous) => ({ lat, lon, request: (previous?.request ?? 0) + 1 })), []);
  const [helpOpen, setHelpOpen] = useState(false);
  const [chartProblem, setChartProblem] = useState<string | null>(null);
  const [activeTab, setActiveTab] = useState('route');

  const host = appInfo.status === 'ready' ? appInfo.info.host : null;
  const tabs = useMemo<PanelTab[]>(
    () => [
      { id: 'route', title: 'Route', render: () => <RoutePanel bridge={passage} /> },
      { id: 'forecast', title: 'Forecast', render: () => <ForecastPanel bridge={passage} palette={palette ?? 'night'} connection={connection.status} stormEncounters={stormRisk.encounters} /> },
      { id: 'risk', title: 'Risk', render: () => <RiskPanel storms={storms} risk={stormRisk} onFocus={focusChart} palette={palette ?? 'night'} /> },
      { id: 'report', title: 'Report', render: () => <ReportTab bridge={passage} host={host} connection={connection.status} /> },
      { id: 'settings', title: 'Settings', render: () => <SettingsPanel bridge={passage} connection={connection.status} /> },
    ],
    [connection.status, palette, storms, stormRisk, focusChart, host],
  );

  const toggleHelp = useCallback(() => setHelpOpen((open) => !open), []);
  const closeHelp = useCallback(() => setHelpOpen(false), []);
  const cyclePalette = useCallback(() => choose(nextPalette(palette ?? 'day')), [choose, palette]);
  const chooseTab = useCallback((index: number) => {
    const tab = tabs[index];
    if (tab) setActiveTab(tab.id);
  }, [tabs]);
  const { setOfflineMode } = connection;
  const offlineMode = connection.status?.offlineMode ?? false;
  const toggleOffline = useCallback(() => setOfflineMode(!offlineMode), [setOfflineMode, offlineMode]);
  const openSettings = useCallback(() => setActiveTab('settings'), []);
  useKeyboardShortcuts({ palette, choosePalette: choose, toggleHelp, closeHelp, chooseTab, toggleOffline, openSettings });
  useRouteShortcuts(useOpenVoyage(), useRouteEditing());

  // Until the saved palette is known, draw in night colours: never flash a bright chart at night.
  const colours = paletteColours[palette ?? 'night'];
  const problems = [paletteProblem, chartProblem, connection.problem, storms.problem].filter((each): each is string => each !== null);

  return (
    <div className="workstation">
      <main className="chart-area">
        <ChartView colours={colours} onProblem={setChartProblem}>
          <PortsLayer bridge={passage} colours={colours} />
          <RouteLayer colours={colours} />
          <LegRiskLayer colours={colours} />
          <StormsLayer storms={storms.storms} colours={colours} />
          {stormRisk.encounters !== null && <StormCpaLayer encounters={stormRisk.encounters} colours={colours} />}
          <ForecastRouteLayer palette={palette ?? 'night'} />
          <ExceedanceLayer colours={colours} />
          <MapFocus target={mapFocus} />
          <PointPickLayer colours={colours} />
        </ChartView>
      </main>
      <SidePanel tabs={tabs} activeId={activeTab} onChoose={setActiveTab} />
      <StatusBar
        appInfo={appInfo}
        palette={palette}
        problems={problems}
        connection={connection.status}
        onToggleOffline={toggleOffline}
        onCyclePalette={cyclePalette}
        onShowHelp={toggleHelp}
        onOpenSettings={openSettings}
      />
      {helpOpen && <ShortcutHelp onClose={closeHelp} />}
    </div>
  );
}
