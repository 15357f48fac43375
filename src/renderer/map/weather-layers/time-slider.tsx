import { useCallback, useEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { useMap } from 'react-leaflet';
import { formatZoneTime } from '../../../shared/geo/zone-time';
import { formatDuration, formatUtcShort } from '../../../shared/time/time-format';
import { useOpenVoyageId, useSteadyPlan } from '../../route/open-voyage';
import { chartTimeStore, setChartTime, useChartTime } from '../../state/chart-time';
import { useRouteForecast } from '../../state/route-forecast';
import { PortalControl } from '../portal-control';
import { shipPositionAt } from './ship-at-time-layer';
import { nearestStep, useWeatherLayer } from './weather-layer-state';

/**
 * The time slider over the layer's steps: play/pause, step keys ([ and ], Alt+Shift+P to play),
 * the step's UTC with the ship's zone time beside it and its lead time from the run. Its time is
 * the chart's time (state/chart-time.ts): the ship's marker follows it, and so does the
 * meteogram's cursor (the forecast's cursor set from the chart); the meteogram's cursor moving
 * moves the slider back.
 */

const playStepMs = 800;

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)) && !(target instanceof HTMLInputElement && target.type === 'range');
}

export function TimeSlider() {
  const map = useMap();
  const control = useMemo(() => new PortalControl({ position: 'bottomleft', className: 'weather-time-slider' }), []);
  const { listing, choice } = useWeatherLayer();
  const { timeUtcMs, followShip, playing } = useChartTime();
  // The ship's place at the slider's time follows the track and times only, not the waypoints' names.
  const plan = useSteadyPlan();
  const { cursor, setCursor } = useRouteForecast(useOpenVoyageId());
  const steps = useMemo(() => listing?.stepsSec ?? [], [listing]);
  const shown = choice.shown && steps.length > 0;
  const stepSec = nearestStep(steps, timeUtcMs);
  const index = stepSec === null ? 0 : steps.indexOf(stepSec);

  useEffect(
    function addSlider() {
      if (!shown) return;
      control.addTo(map);
      return function removeSlider() {
        control.remove();
      };
    },
    [map, control, shown],
  );

  const goTo = useCallback(
    (nextIndex: number) => {
      const step = steps[Math.max(0, Math.min(steps.length - 1, nextIndex))];
      if (step === undefined) return;
      setChartTime(step * 1000);
      setCursor({ timeUtcMs: step * 1000, from: 'chart' });
    },
    [steps, setCursor],
  );

  // The meteogram's cursor moved: the slider goes to the step nearest it.
  useEffect(
    function followMeteogram() {
      if (cursor === null || cursor.from !== 'meteogram') return;
      setChartTime(cursor.timeUtcMs);
    },
    [cursor],
  );

  useEffect(
    function play() {
      if (!playing || !shown) return;
      const timer = setInterval(() => {
        const at = steps.indexOf(nearestStep(steps, chartTimeStore.get().timeUtcMs) ?? -1);
        if (at >= steps.length - 1) chartTimeStore.set((previous) => ({ ...previous, playing: false }));
        else goTo(at + 1);
      }, playStepMs);
      return function pause() {
        clearInterval(timer);
      };
    },
    [playing, shown, steps, goTo],
  );

  useEffect(
    function stepKeys() {
      if (!shown) return;
      function onKey(event: KeyboardEvent) {
        if (isTyping(event.target) || event.ctrlKey || event.metaKey) return;
        if (event.key === ']' && !event.altKey) goTo(index + 1);
        else if (event.key === '[' && !event.altKey) goTo(index - 1);
        else if (event.altKey && event.shiftKey && event.code === 'KeyP') chartTimeStore.set((previous) => ({ ...previous, playing: !previous.playing }));
        else return;
        event.preventDefault();
      }
      window.addEventListener('keydown', onKey);
      return function stopStepKeys() {
        window.removeEventListener('keydown', onKey);
      };
    },
    [shown, goTo, index],
  );

  if (!shown || stepSec === null) return null;
  const runSec = listing?.runSec ?? null;
  // Zone time where the ship is at that time, or at the view's centre when not following her.
  const ship = followShip ? shipPositionAt(plan, stepSec * 1000) : null;
  const zoneLon = ship?.lon ?? map.getCenter().wrap().lng;
  return createPortal(
    <section aria-label="Layer time" data-testid="weather-time-slider">
      <div className="weather-time-row">
        <button type="button" onClick={() => goTo(index - 1)} aria-label="Previous step" title="Previous step ([)">
          ◂
        </button>
        <button type="button" onClick={() => chartTimeStore.set((previous) => ({ ...previous, playing: !previous.playing }))} data-testid="weather-time-play" title="Play or pause (Alt+Shift+P)">
          {playing ? 'Pause' : 'Play'}
        </button>
        <button type="button" onClick={() => goTo(index + 1)} aria-label="Next step" title="Next step (])" data-testid="weather-time-next">
          ▸
        </button>
        <input
          type="range"
          min={0}
          max={steps.length - 1}
          step={1}
          value={index}
          aria-label="Layer time step"
          aria-valuetext={formatUtcShort(stepSec * 1000)}
          data-testid="weather-time-range"
          onChange={(event) => goTo(Number(event.target.value))}
        />
        <label title="The ship's marker stands where the plan puts her at this time">
          <input type="checkbox" checked={followShip} onChange={(event) => chartTimeStore.set((previous) => ({ ...previous, followShip: event.target.checked }))} data-testid="weather-follow-ship" />
          Follow the ship
        </label>
      </div>
      <output data-testid="weather-time-label" data-step-utc-ms={stepSec * 1000}>
        {formatUtcShort(stepSec * 1000)}
        {` (${formatZoneTime(stepSec * 1000, zoneLon)}${ship === null ? '' : ' at the ship'})`}
        {runSec === null ? '' : ` · T+${formatDuration(Math.max(0, stepSec - runSec) * 1000)} from the ${formatUtcShort(runSec * 1000)} run`}
        {` · step ${index + 1} of ${steps.length}`}
        {timeUtcMs !== null && timeUtcMs !== stepSec * 1000 ? ` · chart time ${formatUtcShort(timeUtcMs)}` : ''}
      </output>
    </section>,
    control.element,
  );
}
