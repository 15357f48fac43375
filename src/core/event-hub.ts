import { events, type EventName, type EventPayload } from '../shared/contract';

export type EventListener = <E extends EventName>(event: E, payload: EventPayload<E>) => void;

/**
 * Fans app events out to every transport (each Electron window, each web-host socket). Payloads
 * are checked against the contract on the way out, so the renderer's `on` can trust their type.
 */
export class EventHub {
  private readonly listeners = new Set<EventListener>();

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit<E extends EventName>(event: E, payload: EventPayload<E>): void {
    const checked = events[event].payload.parse(payload) as EventPayload<E>;
    for (const listener of this.listeners) listener(event, checked);
  }
}
