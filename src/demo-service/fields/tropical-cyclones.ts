import { hashNormal, hashUnit } from '../random';
import {
  leadHours,
  memberSpreadDeg,
  runShiftDeg,
  type FieldContext,
  type World,
} from './field-context';

/**
 * Tropical cyclones in real basins. Each basin brings a storm every ten to fourteen days that
 * lives seven to nine days: born at a seeded point of the basin's genesis region, moving with
 * the basin's usual steering (west, then recurving poleward and east), strengthening to a seeded
 * peak and weakening again. A track is a position as a smooth function of time.
 */

export interface CycloneTrack {
  id: string;
  name: string;
  basin: BasinCode;
  genesisSec: number;
  lifetimeSec: number;
  peakKts: number;
  /** Position at genesis. */
  startLat: number;
  startLon: number;
  /** Initial motion and its change per day, km/h. */
  eastKmh: number;
  northKmh: number;
  eastKmhPerDay: number;
  northKmhPerDay: number;
}

export type BasinCode = 'AL' | 'EP' | 'WP' | 'IO' | 'SH';

interface Basin {
  code: BasinCode;
  latRange: [number, number];
  lonRange: [number, number];
  eastKmh: number;
  northKmh: number;
  eastKmhPerDay: number;
  northKmhPerDay: number;
  names: string[];
  phaseDays: number;
}

const basins: Basin[] = [
  { code: 'AL', latRange: [11, 17], lonRange: [-55, -35], eastKmh: -20, northKmh: 5, eastKmhPerDay: 5, northKmhPerDay: 1.5, phaseDays: 0, names: ['Arlene', 'Bret', 'Cindy', 'Don', 'Emily', 'Franklin', 'Gert', 'Harold', 'Idalia', 'Jose', 'Katia', 'Lee'] },
  { code: 'EP', latRange: [11, 15], lonRange: [-115, -100], eastKmh: -18, northKmh: 4, eastKmhPerDay: 2, northKmhPerDay: 0.5, phaseDays: 4, names: ['Adrian', 'Beatriz', 'Calvin', 'Dora', 'Eugene', 'Fernanda', 'Greg', 'Hilary', 'Irwin', 'Jova'] },
  { code: 'WP', latRange: [9, 17], lonRange: [130, 150], eastKmh: -20, northKmh: 6, eastKmhPerDay: 5, northKmhPerDay: 1.5, phaseDays: 2, names: ['Sanvu', 'Mawar', 'Guchol', 'Talim', 'Doksuri', 'Khanun', 'Lan', 'Saola', 'Damrey', 'Haikui'] },
  { code: 'IO', latRange: [11, 16], lonRange: [84, 90], eastKmh: -4, northKmh: 10, eastKmhPerDay: 1, northKmhPerDay: 0, phaseDays: 7, names: ['Biparjoy', 'Tej', 'Hamoon', 'Midhili', 'Michaung', 'Remal'] },
  { code: 'SH', latRange: [-16, -11], lonRange: [60, 90], eastKmh: -16, northKmh: -6, eastKmhPerDay: 4, northKmhPerDay: -1, phaseDays: 9, names: ['Alvaro', 'Belal', 'Candice', 'Djoungou', 'Eleanor', 'Filipo', 'Gamane', 'Hidaya'] },
];

const daySec = 86_400;

function basinTrack(seed: number, basin: Basin, basinIndex: number, cycle: number, periodSec: number): CycloneTrack {
  const unit = (channel: number): number => hashUnit(seed, 40 + channel, basinIndex, cycle);
  const genesisSec = cycle * periodSec + basin.phaseDays * daySec + unit(0) * 2 * daySec;
  const year = new Date(genesisSec * 1000).getUTCFullYear();
  const number = (((cycle % 25) + 25) % 25) + 1;
  return {
    id: `${basin.code}${String(number).padStart(2, '0')}${year}`,
    name: basin.names[((cycle % basin.names.length) + basin.names.length) % basin.names.length] ?? 'Unnamed',
    basin: basin.code,
    genesisSec,
    lifetimeSec: (7 + 2 * unit(1)) * daySec,
    peakKts: 50 + 95 * unit(2),
    startLat: basin.latRange[0] + (basin.latRange[1] - basin.latRange[0]) * unit(3),
    startLon: basin.lonRange[0] + (basin.lonRange[1] - basin.lonRange[0]) * unit(4),
    eastKmh: basin.eastKmh * (0.8 + 0.4 * unit(5)),
    northKmh: basin.northKmh * (0.8 + 0.4 * unit(6)),
    eastKmhPerDay: basin.eastKmhPerDay * (0.7 + 0.6 * unit(7)),
    northKmhPerDay: basin.northKmhPerDay,
  };
}

const periodDays = 12;

/** Every track alive at a time: basin storms of the seed plus any scenario storm. */
export function cycloneTracksAt(world: World, timeSec: number): CycloneTrack[] {
  const tracks: CycloneTrack[] = [];
  const periodSec = periodDays * daySec;
  basins.forEach((basin, basinIndex) => {
    const cycle = Math.floor(timeSec / periodSec);
    for (const candidate of [cycle - 1, cycle]) {
      const track = basinTrack(world.seed, basin, basinIndex, candidate, periodSec);
      if (timeSec >= track.genesisSec && timeSec <= track.genesisSec + track.lifetimeSec) tracks.push(track);
    }
  });
  for (const track of world.scenarioCyclones) {
    if (timeSec >= track.genesisSec && timeSec <= track.genesisSec + track.lifetimeSec) tracks.push(track);
  }
  return tracks;
}

export function trackPosition(track: CycloneTrack, timeSec: number): { lat: number; lon: number } {
  const hours = (timeSec - track.genesisSec) / 3600;
  const days = hours / 24;
  const eastKm = track.eastKmh * hours + 0.5 * track.eastKmhPerDay * days * hours;
  const northKm = track.northKmh * hours + 0.5 * track.northKmhPerDay * days * hours;
  const lat = Math.max(-60, Math.min(60, track.startLat + northKm / 111.2));
  const meanLat = ((track.startLat + lat) / 2) * (Math.PI / 180);
  const lon = track.startLon + eastKm / (111.2 * Math.cos(meanLat));
  return { lat, lon: ((((lon + 180) % 360) + 360) % 360) - 180 };
}

/** Life fraction 0..1 of a track at a time. */
function lifeFraction(track: CycloneTrack, timeSec: number): number {
  return Math.max(0, Math.min(1, (timeSec - track.genesisSec) / track.lifetimeSec));
}

/** Sustained wind in knots: a depression at birth and death, the peak at mid-life. */
export function trackWindKts(track: CycloneTrack, timeSec: number): number {
  return 22 + (track.peakKts - 22) * Math.sin(Math.PI * lifeFraction(track, timeSec)) ** 1.2;
}

/** Central pressure from wind (Atkinson and Holliday: V = 6.7 (1010 - p)^0.644). */
export function centralPressureHpa(windKts: number): number {
  return 1010 - (windKts / 6.7) ** (1 / 0.644);
}

export interface ActiveCyclone {
  lat: number;
  lon: number;
  maxWindMs: number;
  radiusMaxWindKm: number;
  pressureDropHpa: number;
}

/** Cyclones as a model run sees them (position and strength perturbed by run and member). */
export function activeCyclones(timeSec: number, context: FieldContext): ActiveCyclone[] {
  const seed = context.world.seed;
  const lead = leadHours(context, timeSec);
  const run = context.runSec / 3600;
  return cycloneTracksAt(context.world, timeSec).map((track, index) => {
    const position = trackPosition(track, timeSec);
    const salt = track.genesisSec / 3600 + index;
    let lat = position.lat + 0.5 * runShiftDeg(lead) * hashNormal(seed, 50, salt, run, context.modelSalt);
    let lon = position.lon + 0.5 * runShiftDeg(lead) * hashNormal(seed, 51, salt, run, context.modelSalt);
    let windKts = trackWindKts(track, timeSec);
    if (context.member > 0) {
      const spread = 0.6 * memberSpreadDeg(lead);
      lat += spread * hashNormal(seed, 52, salt, run, context.member);
      lon += spread * hashNormal(seed, 53, salt, run, context.member);
      windKts *= Math.max(0.4, 1 + Math.min(0.4, 0.003 * lead) * hashNormal(seed, 54, salt, run, context.member));
    }
    // Fade in and out so that a storm's wind appears and vanishes smoothly.
    const fade = Math.sin(Math.PI * lifeFraction(track, timeSec)) ** 0.3;
    return {
      lat,
      lon,
      maxWindMs: windKts * 0.514444 * fade,
      radiusMaxWindKm: 35 + 25 * hashUnit(seed, 55, salt),
      pressureDropHpa: (1010 - centralPressureHpa(windKts)) * fade,
    };
  });
}

/** Tangential wind speed (m/s) of a cyclone at a distance: modified Rankine, tapered far out. */
export function cycloneWindMs(cyclone: ActiveCyclone, distanceKm: number): number {
  const rm = cyclone.radiusMaxWindKm;
  const core = distanceKm < rm ? distanceKm / rm : (rm / distanceKm) ** 0.55;
  return cyclone.maxWindMs * core * Math.exp(-((distanceKm / 900) ** 2));
}

/** Pressure dip (Holland profile, B = 1.5), tapered far out. */
export function cyclonePressureDropHpa(cyclone: ActiveCyclone, distanceKm: number): number {
  const ratio = cyclone.radiusMaxWindKm / Math.max(1, distanceKm);
  return cyclone.pressureDropHpa * (1 - Math.exp(-(ratio ** 1.5))) * Math.exp(-((distanceKm / 1500) ** 2));
}
