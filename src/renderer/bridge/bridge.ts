import type { PassageBridge } from '../../shared/bridge';
import { createWebBridge } from './web-bridge';

/**
 * The one way the renderer reaches the app: the preload's `window.passage` in Electron, the
 * HTTP + WebSocket bridge when the web host serves the page.
 */
export const passage: PassageBridge = window.passage ?? createWebBridge({ origin: window.location.origin });
