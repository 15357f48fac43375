import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { creditTermsStore } from '../state/credit-terms';
import { confirmationWords, CreditGateButton, creditsPassedWithoutAsking, passCreditGate, useCreditGate, type CreditEstimate } from './credit-gate';
import { asksEveryTime, spendingViews, type SpendingView } from './spending-views';

/** One spending view's button as the view draws it, through the gate. */
function GateOf({ view, estimate, busy = false }: { view: SpendingView; estimate: CreditEstimate; busy?: boolean }) {
  const gate = useCreditGate(view, estimate, () => undefined);
  return <CreditGateButton gate={gate} label="Go" busyLabel="Going…" busy={busy} testId={view} />;
}

const views = Object.keys(spendingViews) as SpendingView[];

describe('the credit gate, for every view that can spend', () => {
  afterEach(() => creditTermsStore.set({ thresholdCredits: null, dataSource: null, bytesPerCredit: null, bytesPerCreditByOperation: {} }));

  it.each(views)('%s: the cost on the button in the one wording, simulated in demo mode', (view) => {
    creditTermsStore.set({ thresholdCredits: 200, dataSource: 'demo', bytesPerCredit: null, bytesPerCreditByOperation: {} });
    const demo = renderToStaticMarkup(<GateOf view={view} estimate={{ status: 'ready', creditsToSpend: 12 }} />);
    expect(demo).toContain('>Go (12 simulated credits)</button>');
    expect(demo).toContain(`data-spending-view="${view}"`);
    expect(demo).not.toContain('disabled');

    creditTermsStore.set({ thresholdCredits: 200, dataSource: 'live', bytesPerCredit: null, bytesPerCreditByOperation: {} });
    expect(renderToStaticMarkup(<GateOf view={view} estimate={{ status: 'ready', creditsToSpend: 1 }} />)).toContain('>Go (1 credit)</button>');
    expect(renderToStaticMarkup(<GateOf view={view} estimate={{ status: 'ready', creditsToSpend: 0 }} />)).toContain('>Go (cached, no credits)</button>');
    expect(renderToStaticMarkup(<GateOf view={view} estimate={{ status: 'ready', creditsToSpend: 1_500 }} />)).toContain('>Go (1,500 credits)</button>');
  });

  it.each(views)('%s: the expected size on the link beside the cost, from the ledger where measured, else the rule', (view) => {
    creditTermsStore.set({ thresholdCredits: 200, dataSource: 'live', bytesPerCredit: null, bytesPerCreditByOperation: {} });
    // 3,600 credits at the rule's 36 bytes a credit: 129.6 kB.
    const byRule = renderToStaticMarkup(<GateOf view={view} estimate={{ status: 'ready', creditsToSpend: 3_600 }} />);
    expect(byRule).toContain('>Go (3,600 credits)</button><span class="expected-size" data-testid="expected-size">about 130 kB on the link</span>');
    creditTermsStore.set({ thresholdCredits: 200, dataSource: 'live', bytesPerCredit: 13, bytesPerCreditByOperation: {} });
    expect(renderToStaticMarkup(<GateOf view={view} estimate={{ status: 'ready', creditsToSpend: 3_600 }} />)).toContain('>about 47 kB on the link</span>');
    // The view's own operations' figure comes before the overall one; another operation's does not count.
    const own = (spendingViews[view].operations as readonly string[]).at(0);
    creditTermsStore.set({ thresholdCredits: 200, dataSource: 'live', bytesPerCredit: 13, bytesPerCreditByOperation: { trafficGeo: 1_000, ...(own === undefined ? {} : { [own]: 2 }) } });
    expect(renderToStaticMarkup(<GateOf view={view} estimate={{ status: 'ready', creditsToSpend: 3_600 }} />)).toContain(own === undefined ? '>about 47 kB on the link</span>' : '>about 7.2 kB on the link</span>');
    // Nothing to spend, nothing on the link; unknown cost, no size.
    expect(renderToStaticMarkup(<GateOf view={view} estimate={{ status: 'ready', creditsToSpend: 0 }} />)).not.toContain('expected-size');
    expect(renderToStaticMarkup(<GateOf view={view} estimate={{ status: 'loading' }} />)).not.toContain('expected-size');
  });

  it.each(views)('%s: no click before the cost is known, and none while busy', (view) => {
    const loading = renderToStaticMarkup(<GateOf view={view} estimate={{ status: 'loading' }} />);
    expect(loading).toMatch(/disabled=""[^>]*>Go \(cost …\)<\/button>/);
    expect(renderToStaticMarkup(<GateOf view={view} estimate={{ status: 'failed' }} />)).toMatch(/disabled=""[^>]*>Go \(cost unknown\)<\/button>/);
    expect(renderToStaticMarkup(<GateOf view={view} estimate={{ status: 'ready', creditsToSpend: 3 }} busy />)).toMatch(/disabled=""[^>]*>Going…<\/button>/);
  });

  it.each(views.filter((view) => asksEveryTime(view)))('%s: asks before every spend, under the threshold too, and spends only when confirmed', (view) => {
    const asked: string[] = [];
    const terms = { thresholdCredits: 200, dataSource: 'demo', bytesPerCredit: null, bytesPerCreditByOperation: {} } as const;
    expect(passCreditGate(view, 29, terms, (message) => (asked.push(message), false))).toBe(false);
    expect(passCreditGate(view, 29, terms, (message) => (asked.push(message), true))).toBe(true);
    expect(asked).toEqual([`${spendingViews[view].what} costs 29 simulated credits. Go ahead?`, `${spendingViews[view].what} costs 29 simulated credits. Go ahead?`]);
  });

  it.each(views.filter((view) => !asksEveryTime(view)))('%s: asks above the threshold, in the same words, and spends only when confirmed', (view) => {
    const asked: string[] = [];
    const answer = (yes: boolean) => (message: string) => {
      asked.push(message);
      return yes;
    };
    const terms = { thresholdCredits: 10, dataSource: 'demo', bytesPerCredit: null, bytesPerCreditByOperation: {} } as const;
    expect(passCreditGate(view, 10, terms, answer(false))).toBe(true);
    expect(asked).toEqual([]);
    expect(passCreditGate(view, 11, terms, answer(false))).toBe(false);
    expect(passCreditGate(view, 11, terms, answer(true))).toBe(true);
    expect(asked).toEqual([confirmationWords(view, 11, 10, 'demo'), confirmationWords(view, 11, 10, 'demo')]);
    expect(asked[0]).toBe(`${spendingViews[view].what} costs 11 simulated credits (your confirmation threshold is 10). Go ahead?`);
    // Until the settings are read, every paid request is confirmed.
    expect(passCreditGate(view, 1, { thresholdCredits: null, dataSource: null, bytesPerCredit: null, bytesPerCreditByOperation: {} }, answer(false))).toBe(false);
    expect(asked.at(-1)).toBe(`${spendingViews[view].what} costs 1 credit (your confirmation threshold is 0). Go ahead?`);
  });

  it.each(views)('%s: a call carrying its own limit may spend what passes with no question, never more', (view) => {
    const terms = { thresholdCredits: 10, dataSource: 'demo', bytesPerCredit: null, bytesPerCreditByOperation: {} } as const;
    const allowed = creditsPassedWithoutAsking(view, terms);
    expect(allowed).toBe(asksEveryTime(view) ? 0 : 10);
    // What passes with no question is exactly what the gate passes unasked.
    if (allowed > 0) expect(passCreditGate(view, allowed, terms, () => false)).toBe(true);
    expect(passCreditGate(view, allowed + 1, terms, () => false)).toBe(false);
    expect(creditsPassedWithoutAsking(view, { ...terms, thresholdCredits: null })).toBe(0);
  });
});
