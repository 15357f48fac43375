import type { LatLon } from '../../shared/geo/lat-lon';
import type { SectorCandidates } from './best-per-sector';

/**
 * The positions one isochrone step reaches (every heading of every position: some 12,000 on an
 * ocean crossing), held in typed arrays reused from step to step rather than as objects, which
 * the garbage collector would sweep a hundred times a routing.
 */
export class IsochroneCandidates implements SectorCandidates {
  count = 0;
  private capacity = 0;
  nodeIndex = new Int32Array(0);
  headingDeg = new Float64Array(0);
  /** the ship's soft excess where the step starts */
  startSoftExcess = new Float64Array(0);
  groundSpeedKn = new Float64Array(0);
  lat = new Float64Array(0);
  lon = new Float64Array(0);
  /** hours to go at the calm speed from where the step ends */
  toGoHours = new Float64Array(0);
  lowerBound = new Float64Array(0);
  sector = new Int32Array(0);
  /** soft excess-hours and hazard hours at the step's end; written once the step is checked */
  softExcessHours = new Float64Array(0);
  hazardHours = new Float64Array(0);

  clear(): void {
    this.count = 0;
  }

  add(nodeIndex: number, headingDeg: number, startSoftExcess: number, groundSpeedKn: number, reached: LatLon, toGoHours: number, lowerBound: number, sector: number): void {
    if (this.count === this.capacity) this.grow();
    const at = this.count;
    this.nodeIndex[at] = nodeIndex;
    this.headingDeg[at] = headingDeg;
    this.startSoftExcess[at] = startSoftExcess;
    this.groundSpeedKn[at] = groundSpeedKn;
    this.lat[at] = reached.lat;
    this.lon[at] = reached.lon;
    this.toGoHours[at] = toGoHours;
    this.lowerBound[at] = lowerBound;
    this.sector[at] = sector;
    this.softExcessHours[at] = Number.NaN;
    this.hazardHours[at] = Number.NaN;
    this.count += 1;
  }

  sectorOf(candidate: number): number {
    return this.sector[candidate]!;
  }

  lowerBoundOf(candidate: number): number {
    return this.lowerBound[candidate]!;
  }

  private grow(): void {
    const capacity = Math.max(1024, this.capacity * 2);
    const grown = <T extends Int32Array | Float64Array>(old: T, make: (length: number) => T): T => {
      const next = make(capacity);
      next.set(old);
      return next;
    };
    this.nodeIndex = grown(this.nodeIndex, (n) => new Int32Array(n));
    this.sector = grown(this.sector, (n) => new Int32Array(n));
    this.headingDeg = grown(this.headingDeg, (n) => new Float64Array(n));
    this.startSoftExcess = grown(this.startSoftExcess, (n) => new Float64Array(n));
    this.groundSpeedKn = grown(this.groundSpeedKn, (n) => new Float64Array(n));
    this.lat = grown(this.lat, (n) => new Float64Array(n));
    this.lon = grown(this.lon, (n) => new Float64Array(n));
    this.toGoHours = grown(this.toGoHours, (n) => new Float64Array(n));
    this.lowerBound = grown(this.lowerBound, (n) => new Float64Array(n));
    this.softExcessHours = grown(this.softExcessHours, (n) => new Float64Array(n));
    this.hazardHours = grown(this.hazardHours, (n) => new Float64Array(n));
    this.capacity = capacity;
  }
}
