import L from 'leaflet';

/**
 * A Leaflet control whose content React renders (through a portal into `element`). Clicks and
 * scrolls on it stay on it, so reading the scale never pans the chart.
 */
export class PortalControl extends L.Control {
  readonly element: HTMLDivElement;

  constructor(options: { position: L.ControlPosition; className: string }) {
    super({ position: options.position });
    this.element = L.DomUtil.create('div', `passage-control ${options.className}`);
    L.DomEvent.disableClickPropagation(this.element);
    L.DomEvent.disableScrollPropagation(this.element);
  }

  override onAdd(): HTMLElement {
    return this.element;
  }
}
