import type { Map as LeafletMap } from 'leaflet';
import type { PassageBridge } from '../../shared/bridge';

declare global {
  interface Window {
    /** Exposed by the Electron preload; absent when the web host serves the page. */
    passage?: PassageBridge;
    /** The chart's Leaflet map, only in development and in pages opened with `?e2e`. */
    __passageMap?: LeafletMap;
  }
}

export {};
