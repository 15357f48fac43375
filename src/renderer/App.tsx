import { useCallback, useMemo, useState } from 'react';
import { passage } from './bridge/bridge';
import { ForecastPanel } from './forecast/forecast-panel';
import { useFirstStartFeed } from './guide/first-start-state';
import { TabGuide } from './guide/tab-guide';
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
import { ForecastPlaceLayer } from './map/forecast-place-layer';
import { StormCpaLayer } from './map/storm-cpa-layer';
import { StormsLayer } from './map/storms-layer';
import { RiskPanel } from './risk/risk-panel';
import { useStormRiskFeed } from './state/storm-risk';
import { useStorms } from './risk/use-storms';
import { useOpenVoyageFeed, useOpenVoyageId } from './route/open-voyage';
import { useRouteCheckFeed } from './route-check/route-check-state';
import { RouteCheckLayer } from './map/route-check-layer';
import { RouteFit } from './map/route-fit';
import { WaypointNamesLayer } from './map/waypoint-names-layer';
import { WeatherLayers } from './map/weather-layers/weather-layers';
import { ImportPreviewLayer } from './route/import-preview-layer';
import { RoutePanel } from './route/route-panel';
import { useRouteShortcuts } from './route/use-route-shortcuts';
import { ReportTab } from './reports/report-tab';
import { SettingsPanel } from './settings/settings-panel';
import { ShorePanel } from './shore/shore-panel';
import { RoutingPanel } from './routing/routing-panel';
import { WeatherRoutingLayer } from './map/weather-routing-layer';
import { useWeatherRoutingFeed } from './state/weather-routing';
import { TrafficLayer } from './map/traffic-layer';
import { useCrewJourneyFeed } from './state/crew-journeys';
import { ShortcutHelp } from './shell/shortcut-help';
import { SidePanel, type PanelTab } from './shell/side-panel';
import { StatusBar } from './shell/status-bar';
import { useAppInfo } from './shell/use-app-info';
import { useConnection } from './shell/use-connection';
import { useCreditTermsFeed } from './state/credit-terms';
import { useKeyboardShortcuts } from './shell/use-keyboard-shortcuts';
import { changeLayout, useWorkspaceLayout, useWorkspaceLayoutFeed } from './shell/layout-state';
import { MeteogramDock } from './shell/meteogram-dock';
import { RouteMeteogram } from './forecast/route-meteogram';
import { usePackSettingsFeed } from './state/pack-settings';
import { useVoyagePackFeed } from './state/voyage-pack';
import { useSavedVoyagesFeed } from './state/saved-voyages';
import { usePrepareForSeaKey } from './voyage-pack/prepare-for-sea-key';
import { NoGoAreasLayer } from './map/no-go-areas-layer';
import { useNoGoAreaKey } from './route/no-go-area-key';
import { useNoGoAreasFeed } from './state/no-go-areas';
import { useRouteForecastFeed } from './state/route-forecast-feed';

/**
 * The workstation: the chart with its layers, the side panel (one tab per task), and the status
 * bar. The open voyage and the record of what service data is on screen are shared by all of them,
 * through external stores (state/external-store.ts): no provider wraps the workstation.
 */
export function App() {
  useOpenVoyageFeed(passage);
  useRouteCheckFeed(passage);
  useFirstStartFeed(passage);
  const { palette, choose, problem: paletteProblem } = usePalette(passage);
  const appInfo = useAppInfo(passage);
  const connection = useConnection(passage);
  useCreditTermsFeed(passage);
  useCrewJourneyFeed(passage);
  useWorkspaceLayoutFeed(passage);
  const { layout, problem: layoutProblem } = useWorkspaceLayout();
  useVoyagePackFeed(passage);
  useSavedVoyagesFeed(passage);
  useWeatherRoutingFeed(passage);
  usePackSettingsFeed(passage);
  const storms = useStorms(passage, `${connection.status?.offlineMode ?? false}:${connection.status?.reachable ?? true}`);
  useStormRiskFeed(storms.storms);
  const [mapFocus, setMapFocus] = useState<MapFocusTarget | null>(null);
  const focusChart = useCallback((lat: number, lon: number) => setMapFocus((previous) => ({ lat, lon, request: (previous?.request ?? 0) + 1 })), []);
  const [helpOpen, setHelpOpen] = useState(false);
  const [chartProblem, setChartProblem] = useState<string | null>(null);
  const [activeTab, setActiveTab] = useState('route');

  const host = appInfo.status === 'ready' ? appInfo.info.host : null;
  const tabs = useMemo<PanelTab[]>(
    () => [
      { id: 'route', title: 'Route', render: () => <RoutePanel bridge={passage} /> },
      { id: 'forecast', title: 'Forecast', render: () => <ForecastPanel bridge={passage} palette={palette ?? 'night'} connection={connection.status} /> },
      { id: 'risk', title: 'Risk', render: () => <RiskPanel storms={storms} onFocus={focusChart} palette={palette ?? 'night'} /> },
      { id: 'report', title: 'Report', render: () => <ReportTab bridge={passage} host={host} connection={connection.status} /> },
      { id: 'settings', title: 'Settings', render: () => <SettingsPanel bridge={passage} connection={connection.status} /> },
      { id: 'shore', title: 'Shore', render: () => <ShorePanel bridge={passage} connection={connection.status} /> },
      { id: 'routing', title: 'Routing', render: () => <RoutingPanel bridge={passage} connection={connection.status} /> },
    ],
    [connection.status, palette, storms, focusChart, host],
  );

  const toggleHelp = useCallback(() => setHelpOpen((open) => !open), []);
  const closeHelp = useCallback(() => setHelpOpen(false), []);
  const cyclePalette = useCallback(() => choose(nextPalette(palette ?? 'day')), [choose, palette]);
  const chooseTab = useCallback((index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    setActiveTab(tab.id);
    // A tab asked for by its key is meant to be seen: a folded panel opens.
    changeLayout({ panelCollapsed: false });
  }, [tabs]);
  const { setOfflineMode } = connection;
  const offlineMode = connection.status?.offlineMode ?? false;
  const toggleOffline = useCallback(() => setOfflineMode(!offlineMode), [setOfflineMode, offlineMode]);
  const openSettings = useCallback(() => {
    setActiveTab('settings');
    changeLayout({ panelCollapsed: false });
  }, []);
  useKeyboardShortcuts({ palette, choosePalette: choose, toggleHelp, closeHelp, chooseTab, toggleOffline, openSettings });
  useRouteShortcuts();
  useRouteForecastFeed(passage, connection.status !== null && (connection.status.offlineMode || !connection.status.reachable));
  const showRouteTab = useCallback(() => {
    setActiveTab('route');
    changeLayout({ panelCollapsed: false });
  }, []);
  usePrepareForSeaKey(showRouteTab);
  useNoGoAreaKey(showRouteTab);
  useNoGoAreasFeed(passage, useOpenVoyageId());

  // Until the saved palette is known, draw in night colours: never flash a bright chart at night.
  const colours = paletteColours[palette ?? 'night'];
  const problems = [paletteProblem, layoutProblem, chartProblem, connection.problem, storms.problem].filter((each): each is string => each !== null);

  return (
    <div className="workstation">
      <main className="chart-area">
        <ChartView colours={colours} onProblem={setChartProblem}>
          {/* First: their effects move the chart before the layers below draw an opened voyage,
              which is then projected and drawn once, in the fitted view, rather than first in the
              view of the voyage before it and again after the fit. */}
          <MapFocus target={mapFocus} />
          <RouteFit />
          <WeatherLayers bridge={passage} palette={palette ?? 'night'} colours={colours} />
          <PortsLayer bridge={passage} colours={colours} />
          <RouteLayer colours={colours} />
          <ImportPreviewLayer colours={colours} />
          <WaypointNamesLayer />
          <RouteCheckLayer colours={colours} />
          <LegRiskLayer colours={colours} />
          <StormsLayer storms={storms.storms} colours={colours} />
          <TrafficLayer palette={palette ?? 'night'} />
          <StormCpaLayer colours={colours} />
          <WeatherRoutingLayer colours={colours} />
          <ForecastRouteLayer palette={palette ?? 'night'} />
          <ExceedanceLayer colours={colours} />
          <PointPickLayer colours={colours} />
          <ForecastPlaceLayer colours={colours} />
          <NoGoAreasLayer colours={colours} />
        </ChartView>
      </main>
      {layout.meteogramPlace === 'dock' && (
        <MeteogramDock>
          <RouteMeteogram
            palette={palette ?? 'night'}
            whenNone={<p className="meteogram-dock-empty">No forecast fetched for the open voyage: fetch it in the Forecast tab (Alt+2, then Alt+Shift+F).</p>}
          />
        </MeteogramDock>
      )}
      <SidePanel tabs={tabs} activeId={activeTab} onChoose={setActiveTab} />
      <StatusBar
        bridge={passage}
        appInfo={appInfo}
        palette={palette}
        problems={problems}
        connection={connection.status}
        onToggleOffline={toggleOffline}
        onCyclePalette={cyclePalette}
        onShowHelp={toggleHelp}
        onOpenSettings={openSettings}
      />
      <TabGuide bridge={passage} tabs={tabs} onChoose={setActiveTab} />
      {helpOpen && <ShortcutHelp tabs={tabs} onClose={closeHelp} />}
    </div>
  );
}
