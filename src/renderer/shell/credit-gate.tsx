import { useCallback, useMemo } from 'react';
import { costWords, creditWords } from '../../shared/format/credit-words';
import { expectedSizeWords } from '../../shared/format/expected-size';
import type { DataSource } from '../../shared/service/answer-provenance';
import { useCreditTerms, type CreditTerms } from '../state/credit-terms';
import { asksEveryTime, spendingViews, type SpendingView } from './spending-views';

/**
 * The one credit gate: every view that can spend credits shows the estimate on its button,
 * and asks before a request above the navigator's threshold, in the same words. A new view that
 * spends adds itself to `spendingViews` (spending-views.ts, once) and uses `useCreditGate` with `CreditGateButton`;
 * the gate's test then covers it.
 */

/** The estimate as a view holds it (a useCall of its estimate call). */
export type CreditEstimate = { status: 'loading' } | { status: 'ready'; creditsToSpend: number } | { status: 'failed' };

/** "This forecast along the route costs 340 simulated credits (your confirmation threshold is 200). Go ahead?" */
export function confirmationWords(view: SpendingView, creditsToSpend: number, thresholdCredits: number, dataSource: DataSource): string {
  const threshold = asksEveryTime(view) && creditsToSpend <= thresholdCredits ? '' : ` (your confirmation threshold is ${thresholdCredits})`;
  return `${spendingViews[view].what} costs ${creditWords(creditsToSpend, dataSource)}${threshold}. Go ahead?`;
}

/**
 * Whether the request may go: at or under the threshold at once, above it only when confirmed.
 * Until the threshold is known every paid request is confirmed.
 */
export function passCreditGate(view: SpendingView, creditsToSpend: number, terms: CreditTerms, confirm: (message: string) => boolean): boolean {
  const threshold = terms.thresholdCredits ?? 0;
  if (creditsToSpend === 0 || (creditsToSpend <= threshold && !asksEveryTime(view))) return true;
  return confirm(confirmationWords(view, creditsToSpend, threshold, terms.dataSource ?? 'live'));
}

/**
 * Credits a view may spend without asking: its threshold, none for a view that always asks, none
 * until the threshold is known. For a call that carries its own limit and answers what it would
 * cost above it (the chart's weather layer on a pan), so the estimate need not go first.
 */
export function creditsPassedWithoutAsking(view: SpendingView, terms: CreditTerms): number {
  return asksEveryTime(view) ? 0 : (terms.thresholdCredits ?? 0);
}

/** The cost as the button says it: "12 credits", "cached, no credits", "cost unknown". */
export function estimateWords(estimate: CreditEstimate, dataSource: DataSource | null): string {
  if (estimate.status === 'loading') return 'cost …';
  if (estimate.status === 'failed') return 'cost unknown';
  return costWords(estimate.creditsToSpend, dataSource ?? 'live');
}

/**
 * The bytes a credit of this view brings: measured for its own operations where the ledger has
 * them (the largest, so a slow link is never promised less), else over all requests, else the rule.
 */
export function bytesPerCreditFor(view: SpendingView, terms: Pick<CreditTerms, 'bytesPerCredit' | 'bytesPerCreditByOperation'>): number | null {
  const own = spendingViews[view].operations.map((operation) => terms.bytesPerCreditByOperation[operation]).filter((each): each is number => each !== undefined);
  return own.length > 0 ? Math.max(...own) : terms.bytesPerCredit;
}

/** The expected size on the wire beside the cost: "about 130 kB on the link"; null when nothing is to be sent. */
export function sizeWords(estimate: CreditEstimate, bytesPerCredit: number | null): string | null {
  if (estimate.status !== 'ready') return null;
  const size = expectedSizeWords(estimate.creditsToSpend, bytesPerCredit);
  return size === null ? null : `${size} on the link`;
}

export interface CreditGate {
  view: SpendingView;
  estimate: CreditEstimate;
  /** The cost in words for the button. */
  cost: string;
  /** The expected size on the wire, shown beside the button (expected-size.ts); null when nothing is sent. */
  size: string | null;
  /** Spends through the gate (confirmed above the threshold); nothing while the cost is unknown. */
  ask(): void;
  /** What may be spent with no question (creditsPassedWithoutAsking). */
  allowedWithoutAsking: number;
  /** Spends a cost the spending call itself answered, through the same rule: `spendThat` gets the credits passed. */
  askAt(creditsToSpend: number, spendThat: (creditsPassed: number) => unknown): void;
}

const browserConfirm = (message: string) => globalThis.confirm(message);

export function useCreditGate(view: SpendingView, estimate: CreditEstimate, spend: () => unknown, confirm: (message: string) => boolean = browserConfirm): CreditGate {
  const terms = useCreditTerms();
  const creditsToSpend = estimate.status === 'ready' ? estimate.creditsToSpend : null;
  const ask = useCallback(() => {
    if (creditsToSpend === null) return;
    if (passCreditGate(view, creditsToSpend, terms, confirm)) void spend();
  }, [view, creditsToSpend, terms, confirm, spend]);
  const askAt = useCallback(
    (credits: number, spendThat: (creditsPassed: number) => unknown) => {
      if (passCreditGate(view, credits, terms, confirm)) void spendThat(credits);
    },
    [view, terms, confirm],
  );
  // The same gate while nothing in it changed (callers build a new estimate every render): a view
  // given it is not rendered again for it. The route's sections were rendered again on every
  // drop of a waypoint at sea, through the port zones' gate.
  const status = estimate.status;
  const sameEstimate = useMemo<CreditEstimate>(() => (creditsToSpend !== null ? { status: 'ready', creditsToSpend } : { status: status === 'failed' ? 'failed' : 'loading' }), [status, creditsToSpend]);
  const cost = estimateWords(sameEstimate, terms.dataSource);
  const size = sizeWords(sameEstimate, bytesPerCreditFor(view, terms));
  const allowedWithoutAsking = creditsPassedWithoutAsking(view, terms);
  return useMemo(() => ({ view, estimate: sameEstimate, cost, size, ask, allowedWithoutAsking, askAt }), [view, sameEstimate, cost, size, ask, allowedWithoutAsking, askAt]);
}

/** A useCall answer carrying `creditsToSpend`, as the gate reads it. */
export function creditEstimate(call: { status: 'loading' | 'ready' | 'failed'; value?: { creditsToSpend: number } | null } | null): CreditEstimate {
  if (call === null || call.status === 'loading') return { status: 'loading' };
  if (call.status === 'failed' || call.value === undefined || call.value === null) return { status: 'failed' };
  return { status: 'ready', creditsToSpend: call.value.creditsToSpend };
}

/**
 * The button of a spending view: "Fetch forecast (12 credits)", and beside it the expected size
 * ("about 1.2 kB on the link"); while busy its busy words. It is disabled until the cost is known.
 */
export function CreditGateButton({
  gate,
  label,
  busyLabel,
  busy = false,
  disabled = false,
  detail,
  testId,
  title,
  className,
  type = 'button',
}: {
  gate: CreditGate;
  label: string;
  busyLabel: string;
  busy?: boolean;
  disabled?: boolean;
  /** More about the cost, after it: ", 24 positions". */
  detail?: string;
  testId?: string;
  title?: string;
  className?: string;
  /** 'submit' inside a form whose submit asks the gate. */
  type?: 'button' | 'submit';
}) {
  const button = (
    <button
      type={type}
      className={className}
      onClick={type === 'button' ? gate.ask : undefined}
      disabled={disabled || busy || gate.estimate.status !== 'ready'}
      title={title}
      data-testid={testId}
      data-spending-view={gate.view}
    >
      {busy ? busyLabel : `${label} (${gate.cost}${detail ?? ''})`}
    </button>
  );
  // Beside the button, not in it: the button's words stay the cost, as every view says it.
  if (gate.size === null) return button;
  return (
    <>
      {button}
      <span className="expected-size" data-testid="expected-size">
        {gate.size}
      </span>
    </>
  );
}
