import L from 'leaflet';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMap } from 'react-leaflet';
import type { PassageBridge } from '../../../shared/bridge';
import type { Palette } from '../../../shared/settings/settings';
import { radarIntensityScale } from '../../../shared/service/radar-scale';
import { formatUtcShort } from '../../../shared/time/time-format';
import { formatPosition } from '../../../shared/geo/position-format';
import { formatAge } from '../../../shared/time/time-format';
import { useCall } from '../../bridge/use-call';
import { creditEstimate, CreditGateButton, useCreditGate } from '../../shell/credit-gate';
import { notGiven } from '../../shell/not-given';
import { useOpenVoyageId } from '../../route/open-voyage';
import { PortalControl } from '../portal-control';
import { RadarPlaceChooser, radarPlaceWords, type RadarPlace } from './radar-place';
import { radarFrameWords, radarRefusedWords, radarWordsAtCentre, readRadar, type RadarBox, type RadarFrame } from './radar-reading';
import { cssColour } from '../../../shared/service/palette-reading';
import { decode } from './layer-image';
import { paletteFilters } from './weather-layer-overlay';
import { chartPane } from '../chart-pane';

/**
 * The radar nowcast at a port, a point picked on the chart, or the chart's centre, within the
 * radius the navigator sets: 1 credit through the one credit gate, then every 5-minute frame's
 * image through the cache, animated over the chart with play/pause. Each frame says the intensity
 * at the place and over the area, read from its pixels; the spec's radar answer gives no
 * precipitation type or probability (its layers' `type` is the step's kind, "forecast"), so those
 * say "not given". Where coverage ends the empty or refused answer is explained in words.
 */

const paneName = 'weather-radar';
const frameIntervalMs = 700;

type RadarState =
  | { kind: 'idle' }
  | { kind: 'asking' }
  | { kind: 'none'; words: string }
  | { kind: 'shown'; frames: Array<RadarFrame & { url: string; words: string; atPlace: string }>; box: RadarBox; centre: L.LatLng; placeWords: string; radiusKm: number; ageWords: string };

export function RadarOverlay({ bridge, palette }: { bridge: PassageBridge; palette: Palette }) {
  const map = useMap();
  const control = useMemo(() => new PortalControl({ position: 'topright', className: 'weather-radar-control' }), []);
  const [centre, setCentre] = useState(() => map.getCenter());
  const [place, setPlace] = useState<RadarPlace>({ kind: 'centre' });
  const voyageId = useOpenVoyageId();
  const [radiusKm, setRadiusKm] = useState(25);
  const [state, setState] = useState<RadarState>({ kind: 'idle' });
  const [frameIndex, setFrameIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  // Folded until asked for, as the layer picker is: open, it stood over the chart's top right
  // (the route, the ports' filter) on every screen.
  const [open, setOpen] = useState(false);
  const overlay = useRef<L.ImageOverlay | null>(null);
  const marker = useRef<L.CircleMarker | null>(null);
  const outline = useRef<L.Rectangle | null>(null);

  useEffect(
    function addControl() {
      control.addTo(map);
      // Above a model layer (390), under the land (398) and the chart's own symbols (400).
      chartPane(map, paneName, 395, true);
      return function removeControl() {
        control.remove();
      };
    },
    [map, control],
  );

  // The chart's centre is followed, and the radar's cost there asked, only while the controls are
  // open: folded, every pan and every opening of a voyage (its fit) re-rendered the radar and
  // asked the host for an estimate, a fetch in the frame that showed the voyage.
  useEffect(
    function followTheCentreWhileOpen() {
      if (!open) return undefined;
      const follow = () => setCentre(map.getCenter());
      follow();
      map.on('moveend', follow);
      return function stopFollowing() {
        map.off('moveend', follow);
      };
    },
    [map, open],
  );

  useEffect(
    function tintForPalette() {
      const pane = map.getPane(paneName);
      if (pane) pane.style.filter = paletteFilters[palette];
    },
    [map, palette],
  );

  const at = place.kind === 'centre' ? { lat: centre.lat, lon: centre.lng } : place;
  const query = { lat: Math.round(at.lat * 1000) / 1000, lon: Math.round(L.Util.wrapNum(at.lon, [-180, 180], true) * 1000) / 1000, radius: radiusKm };
  const placeWords = radarPlaceWords(place);
  const queryKey = JSON.stringify(query);
  const estimateCall = useCall(() => (open ? bridge.estimateCredits({ operation: 'weatherRadar', query }) : null), [bridge, queryKey, open]);

  const spend = useCallback(async () => {
    const asked = JSON.parse(queryKey) as typeof query;
    setState({ kind: 'asking' });
    const answer = await bridge.getWeatherRadar({ query: asked });
    const where = `${placeWords}, ${formatPosition(asked.lat, asked.lon)} within ${asked.radius} km`;
    if (!answer.ok) {
      setState({ kind: 'none', words: `${where}: ${radarRefusedWords(answer.error.message)}` });
      return;
    }
    const reading = readRadar(answer.value.value);
    if (reading.kind === 'none') {
      setState({ kind: 'none', words: `${where}: ${reading.words}` });
      return;
    }
    const frames: Array<RadarFrame & { url: string; words: string; atPlace: string }> = [];
    for (const frame of reading.frames) {
      const image = await bridge.getWeatherRadarImage({ query: asked, time: frame.timeSec });
      if (!image.ok) {
        setState({ kind: 'none', words: `The radar frame at ${formatUtcShort(frame.timeSec * 1000)} could not be shown: ${image.error.message}` });
        return;
      }
      const decoded = await decode(image.value.value.imageBase64, image.value.value.mediaType);
      frames.push({ ...frame, url: decoded.url, words: radarFrameWords(decoded.pixels.data), atPlace: radarWordsAtCentre(decoded.pixels) });
    }
    const provenance = answer.value.provenance;
    setFrameIndex(0);
    setState({ kind: 'shown', frames, box: reading.box, centre: L.latLng(asked.lat, asked.lon), placeWords, radiusKm: asked.radius, ageWords: provenance.source === 'live' ? 'just asked' : `from the cache, ${formatAge(provenance.ageMs)} old` });
  }, [bridge, queryKey, placeWords]);
  const gate = useCreditGate('radar', creditEstimate(estimateCall), spend);

  const shown = state.kind === 'shown' ? state : null;
  useEffect(
    function drawFrame() {
      if (shown === null) {
        overlay.current?.remove();
        overlay.current = null;
        marker.current?.remove();
        marker.current = null;
        outline.current?.remove();
        outline.current = null;
        delete map.getContainer().dataset.radarFrame;
        return;
      }
      const frame = shown.frames[Math.min(frameIndex, shown.frames.length - 1)];
      if (frame === undefined) return;
      const bounds = L.latLngBounds([shown.box.south, shown.box.west], [shown.box.north, shown.box.placeEast]);
      if (overlay.current === null) overlay.current = L.imageOverlay(frame.url, bounds, { pane: paneName, interactive: false, opacity: 0.85 }).addTo(map);
      else overlay.current.setUrl(frame.url).setBounds(bounds);
      if (marker.current === null) marker.current = L.circleMarker(shown.centre, { pane: paneName, radius: 4, weight: 2, fill: false }).addTo(map);
      else marker.current.setLatLng(shown.centre);
      // The radar's area drawn, so a dry frame reads as "no rain here", not as "nothing shown".
      if (outline.current === null) outline.current = L.rectangle(bounds, { pane: paneName, weight: 1, dashArray: '4 4', fill: false, interactive: false }).addTo(map);
      else outline.current.setBounds(bounds);
      map.getContainer().dataset.radarFrame = String(frame.timeSec);
    },
    [map, shown, frameIndex],
  );

  useEffect(
    function animate() {
      if (shown === null || !playing) return;
      const timer = setInterval(() => setFrameIndex((index) => (index + 1) % shown.frames.length), frameIntervalMs);
      return () => clearInterval(timer);
    },
    [shown, playing],
  );

  useEffect(
    function releaseFrames() {
      return () => {
        for (const frame of shown?.frames ?? []) URL.revokeObjectURL(frame.url);
      };
    },
    [shown],
  );
  useEffect(() => () => {
    overlay.current?.remove();
    marker.current?.remove();
    outline.current?.remove();
  }, []);

  const frame = shown?.frames[Math.min(frameIndex, shown.frames.length - 1)];
  return createPortal(
    <section aria-label="Radar" data-testid="radar-control" className="weather-radar">
      <button type="button" onClick={() => setOpen((was) => !was)} aria-expanded={open} data-testid="radar-toggle">
        Radar {open ? '▴' : '▾'}
      </button>
      {open && (
        <>
          <RadarPlaceChooser bridge={bridge} voyageId={voyageId} place={place} onChoose={setPlace} />
          <div className="weather-radar-ask">
            <label>
              Radius km
              <input type="number" min={1} max={500} step={1} value={radiusKm} data-testid="radar-radius" onChange={(event) => setRadiusKm(Math.max(1, Math.min(500, Number(event.target.value) || 10)))} />
            </label>
            <CreditGateButton gate={gate} label={`Radar at ${place.kind === 'centre' ? placeWords : place.name}`} busyLabel="Asking the radar …" busy={state.kind === 'asking'} testId="radar-show" title={formatPosition(query.lat, query.lon)} />
            {shown !== null && (
              <button type="button" data-testid="radar-hide" onClick={() => setState({ kind: 'idle' })}>
                Hide radar
              </button>
            )}
          </div>
          {state.kind === 'none' && (
            <p role="status" data-testid="radar-problem">
              {state.words}
            </p>
          )}
          {shown !== null && frame !== undefined && (
            <div className="weather-radar-frames">
              <p data-testid="radar-frame">
                Radar at {shown.placeWords} {formatPosition(shown.centre.lat, shown.centre.lng)} within {shown.radiusKm} km, {formatUtcShort(frame.timeSec * 1000)} (+{frame.offsetMin} min), frame {Math.min(frameIndex, shown.frames.length - 1) + 1} of {shown.frames.length}, {shown.ageWords}
              </p>
              <p data-testid="radar-frame-words">
                At the place: <span data-testid="radar-at-place">{frame.atPlace}</span>; over the area: {frame.words}
              </p>
              <div className="weather-radar-buttons">
                <button type="button" aria-label="Previous radar frame" onClick={() => setFrameIndex((index) => (index - 1 + shown.frames.length) % shown.frames.length)}>
                  ◀
                </button>
                <button type="button" data-testid="radar-play" onClick={() => setPlaying((was) => !was)}>
                  {playing ? 'Pause' : 'Play'}
                </button>
                <button type="button" aria-label="Next radar frame" onClick={() => setFrameIndex((index) => (index + 1) % shown.frames.length)}>
                  ▶
                </button>
              </div>
              <ul className="weather-radar-legend" aria-label={`Precipitation intensity, ${radarIntensityScale.unit}`} data-testid="radar-legend">
                {radarIntensityScale.values.slice(1).map((value, index) => (
                  <li key={value}>
                    <span className="weather-radar-swatch" style={{ background: cssColour(radarIntensityScale.colors[index + 1] ?? [0, 0, 0, 0]), filter: paletteFilters[palette] }} />
                    {radarIntensityScale.labels[index + 1]} ≥ {value} {radarIntensityScale.unit}
                  </li>
                ))}
              </ul>
              <p className="weather-radar-note" data-testid="radar-not-given">
                Precipitation type: {notGiven}. Probability: {notGiven}. (The radar answer gives intensity as image colours only.)
              </p>
            </div>
          )}
        </>
      )}
    </section>,
    control.element,
  );
}
