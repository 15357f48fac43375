import type { ElementDefinition } from '../elements/element-definitions';
import { convert, unitsByQuantity } from '../elements/units';
import type { PointSample } from '../fields/point-sample';
import type { SimulatedModel } from '../data/simulated-models';

/**
 * Turns model, elements, levels and units of a timeseries query into the list of element/level
 * pairs to answer, or a message naming the parameter, the value and what is allowed.
 */

export interface ElementRequest {
  definition: ElementDefinition;
  level: string | undefined;
  unit: string;
}

export type Resolved<T> = { ok: true; value: T } | { ok: false; message: string };

export function resolveModel(models: readonly SimulatedModel[], id: string): Resolved<SimulatedModel> {
  const model = models.find((candidate) => candidate.id === id);
  if (model !== undefined) return { ok: true, value: model };
  return { ok: false, message: `model: ${JSON.stringify(id)} is not allowed; expected one of ${models.map((m) => m.id).join(', ')}` };
}

export function allowedUnits(definition: ElementDefinition): readonly string[] {
  const units = unitsByQuantity[definition.quantity];
  return units.length > 0 ? units : [definition.defaultUnit];
}

/** An empty slot or `-` (the vendor's "no level"). */
const isNoLevel = (slot: string): boolean => slot === '' || slot === '-';

/**
 * Levels as the vendor sends them, one slot per element (`2m,,10m`), pick each element's level;
 * a list of another length is a set of levels, each asked of every element that has it.
 */
function levelsOfElement(definition: ElementDefinition, index: number, elementCount: number, levels: readonly string[] | undefined): string[] {
  if (levels === undefined) return [definition.levels[0] as string];
  if (levels.length === elementCount) {
    const slot = levels[index] ?? '';
    return [isNoLevel(slot) ? (definition.levels[0] as string) : slot];
  }
  return levels.filter((level) => !isNoLevel(level));
}

export function resolveElements(
  model: SimulatedModel,
  elements: readonly string[],
  levels: readonly string[] | undefined,
  units: readonly string[] | undefined,
): Resolved<ElementRequest[]> {
  const requests: ElementRequest[] = [];
  for (const [index, id] of elements.entries()) {
    const definition = model.elements.find((candidate) => candidate.id === id);
    if (definition === undefined) {
      return { ok: false, message: `elements: ${JSON.stringify(id)} is not allowed for model ${model.id}; expected one of ${model.elements.map((e) => e.id).join(', ')}` };
    }
    const unit = units?.[index] ?? (units?.length === 1 ? units[0] : undefined) ?? definition.defaultUnit;
    if (!allowedUnits(definition).includes(unit)) {
      return { ok: false, message: `units: ${JSON.stringify(unit)} is not allowed for ${id}; expected one of ${allowedUnits(definition).join(', ')}` };
    }
    const slot = levels?.length === elements.length ? (levels[index] ?? '') : '';
    if (definition.levels.length === 0) {
      if (!isNoLevel(slot)) {
        return { ok: false, message: `levels: ${JSON.stringify(slot)} is not allowed for ${id}, which has no levels; leave its slot empty (as in 2m,,10m)` };
      }
      requests.push({ definition, level: undefined, unit });
      continue;
    }
    const matching = levelsOfElement(definition, index, elements.length, levels).filter((level) => definition.levels.includes(level));
    if (matching.length === 0) {
      return { ok: false, message: `levels: ${levels?.join(',')} is not allowed for ${id}; expected one of ${definition.levels.join(', ')}, one slot per element` };
    }
    for (const level of matching) requests.push({ definition, level, unit });
  }
  return { ok: true, value: requests };
}

export function elementValue(request: ElementRequest, sample: PointSample): number {
  const value = convert(request.definition.read(sample, request.level), request.definition.quantity, request.unit);
  if (request.definition.palette === 'direction') return Math.round(((value % 360) + 360) % 360);
  return Math.round(value * 100) / 100;
}
