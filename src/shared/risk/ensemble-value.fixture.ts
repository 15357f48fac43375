import { ensemblePointResponseSchema } from '../service/ensemble';

/** One step of an ensemble point answer for tests: the members given, the statistics left at 0. */
export function ensembleValue(members: readonly number[], control: number) {
  return { max: 0, min: 0, mean: 0, median: 0, control, percentile10: 0, percentile90: 0, ...Object.fromEntries(members.map((member, index) => [`member${index}`, member])) };
}

/** An ensemble point answer for tests, read through the service schema as the client reads it. */
export function ensembleAnswer(runSec: number, elements: readonly unknown[], at: { latitude: number; longitude: number } = { latitude: 10, longitude: -40 }) {
  return ensemblePointResponseSchema.parse({ model: 'test-ens', runtime: runSec, ...at, elements });
}
