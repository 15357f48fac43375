import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { PassageBridge } from '../../shared/bridge';
import { firstStartStore } from './first-start-state';
import { TabGuide } from './tab-guide';
import { tabGuideSentences } from './tab-guide-words';

const tabs = [
  { id: 'route', title: 'Route' },
  { id: 'forecast', title: 'Forecast' },
  { id: 'risk', title: 'Risk' },
  { id: 'report', title: 'Report' },
  { id: 'settings', title: 'Settings' },
  { id: 'shore', title: 'Shore' },
  { id: 'routing', title: 'Routing' },
];
// Rendering calls nothing of the app: a bridge is needed only when the guide is dismissed.
const bridge = {} as PassageBridge;
const render = () => renderToStaticMarkup(<TabGuide bridge={bridge} tabs={tabs} onChoose={() => {}} />);

describe('the guide of the tabs', () => {
  afterEach(() => firstStartStore.set(null));

  it('shows nothing until the first start is read, nor once dismissed or where no sample was made', () => {
    expect(render()).toBe('');
    firstStartStore.set({ sampleVoyageId: null, showTabGuide: false, sampleForecast: null });
    expect(render()).toBe('');
  });

  it('names every tab with its key and one sentence, and the sample while it is saved', () => {
    firstStartStore.set({ sampleVoyageId: 'sample', showTabGuide: true, sampleForecast: null });
    const html = render();
    tabs.forEach((tab, index) => {
      expect(html).toContain(`>${tab.title}</span> <kbd>Alt+${index + 1}</kbd>`);
      expect(html).toContain(tabGuideSentences[tab.id]!.replace(/'/g, '&#x27;'));
    });
    expect(html).toContain('sample voyage Rotterdam to New York is open');
    firstStartStore.set({ sampleVoyageId: null, showTabGuide: true, sampleForecast: null });
    expect(render()).not.toContain('sample voyage');
  });
});
