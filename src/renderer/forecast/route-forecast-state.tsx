import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ServiceAnswer } from '../../shared/service/answer-provenance';
import type { RouteForecastSeries } from '../../shared/voyage/route-forecast-series';

/**
 * The forecast on screen and the time the navigator points at, shared by the forecast tab (the
 * meteogram) and the chart (the coloured route and the ship at that time), so both move together.
 */
export interface ForecastCursor {
  timeUtcMs: number;
  /** Who moved it: the chart pushes it into the meteogram, the meteogram only reports it. */
  from: 'meteogram' | 'chart';
}

export interface RouteForecastState {
  answer: ServiceAnswer<RouteForecastSeries> | null;
  setAnswer(answer: ServiceAnswer<RouteForecastSeries> | null): void;
  cursor: ForecastCursor | null;
  setCursor(cursor: ForecastCursor | null): void;
  /** The element the route is coloured by. */
  colourBy: string;
  setColourBy(element: string): void;
}

const RouteForecastContext = createContext<RouteForecastState | null>(null);

export function RouteForecastProvider({ children }: { children: ReactNode }) {
  const [answer, setAnswer] = useState<ServiceAnswer<RouteForecastSeries> | null>(null);
  const [cursor, setCursor] = useState<ForecastCursor | null>(null);
  const [colourBy, setColourBy] = useState('significantWaveHeight');
  const value = useMemo(() => ({ answer, setAnswer, cursor, setCursor, colourBy, setColourBy }), [answer, cursor, colourBy]);
  return <RouteForecastContext.Provider value={value}>{children}</RouteForecastContext.Provider>;
}

export function useRouteForecast(): RouteForecastState {
  const value = useContext(RouteForecastContext);
  if (value === null) throw new Error('useRouteForecast needs a RouteForecastProvider above it');
  return value;
}
