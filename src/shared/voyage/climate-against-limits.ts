import { formatQuantity } from '../format/quantity-format';
import { limitText, limitRules, type LimitKey } from './exceedances';
import type { ClimateStretch } from './climate-along-route';
import type { LimitSeverity, VesselLimits } from './vessel-profile';

/**
 * The climate beyond the forecast against the vessel's limits: the service's climate gives a
 * mean wind and a mean gust (ten-year averages), so only the wind and gust limits can be set
 * against it; wave, swell and visibility limits are named as not covered rather than read as met.
 * A mean at or under a limit says nothing of the days above it: the words say "typical".
 */
export interface ClimateLimitCheck {
  limit: LimitKey;
  severity: LimitSeverity;
  limitValue: number;
  /** The climate's mean for the period, in the limit's unit. */
  typicalValue: number;
  /** The typical value is past the limit. */
  passed: boolean;
}

const climateGives: Partial<Record<LimitKey, (stretch: Extract<ClimateStretch, { status: 'typical' }>) => number | null>> = {
  windKn: (stretch) => stretch.windKn,
  gustKn: (stretch) => stretch.gustKn,
};

export function climateLimitChecks(stretch: ClimateStretch, limits: VesselLimits): ClimateLimitCheck[] {
  if (stretch.status !== 'typical') return [];
  return (Object.keys(climateGives) as LimitKey[]).flatMap((limit) => {
    const setting = limits[limit];
    const typicalValue = climateGives[limit]?.(stretch) ?? null;
    if (setting === null || typicalValue === null) return [];
    const passed = limitRules[limit].passedWhen === 'above' ? typicalValue > setting.value : typicalValue < setting.value;
    return [{ limit, severity: setting.severity, limitValue: setting.value, typicalValue, passed }];
  });
}

/** The limits set in the profile that the climate cannot speak to: "wave height, swell". */
export function limitsClimateCannotCheck(limits: VesselLimits): string[] {
  return (Object.keys(limitRules) as LimitKey[]).filter((limit) => limits[limit] !== null && climateGives[limit] === undefined).map((limit) => limitRules[limit].what);
}

/** "wind > 30 kn: typical 17 kn, within"; the row's words in the exceedance list, after the typical values. */
export function climateCheckWords(check: ClimateLimitCheck): string {
  return `${limitText(check.limit, check.limitValue)}: typical ${formatQuantity(check.typicalValue, limitRules[check.limit].unit)}, ${check.passed ? 'past the limit' : 'within'}`;
}
