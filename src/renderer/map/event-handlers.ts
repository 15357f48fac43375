import type L from 'leaflet';

/**
 * Handlers added to their events on a DOM target or a Leaflet layer, answered with the function
 * that removes them all again: an effect's setup and its cleanup written once, so no handler is
 * added in one place and forgotten in the other.
 */

type DomHandlers = { [K in keyof HTMLElementEventMap]?: (event: HTMLElementEventMap[K]) => void };
type AnyHandler = (event: never) => void;

interface Listenable {
  addEventListener(type: string, handler: AnyHandler): unknown;
  removeEventListener(type: string, handler: AnyHandler): unknown;
}

export function listen(target: HTMLElement | Window, handlers: DomHandlers): () => void;
export function listen(target: L.Evented, handlers: L.LeafletEventHandlerFnMap): () => void;
export function listen(on: HTMLElement | Window | L.Evented, handlers: DomHandlers | L.LeafletEventHandlerFnMap): () => void {
  // Leaflet's layers name their on/off addEventListener/removeEventListener too: one way serves both.
  const target = on as Listenable;
  const pairs = Object.entries(handlers as Record<string, AnyHandler | undefined>).filter((pair): pair is [string, AnyHandler] => pair[1] !== undefined);
  for (const [type, handler] of pairs) target.addEventListener(type, handler);
  return function stopListening() {
    for (const [type, handler] of pairs) target.removeEventListener(type, handler);
  };
}
