/**
 * How a request to the service ended, as the credit ledger keeps it: only an answered request
 * counts as spent. A request the link cut off may or may not have been charged; that is said as
 * "unknown", with the most it may have cost, never added to what was spent.
 */
export const requestOutcomes = ['cached', 'answered', 'refused', 'unreached', 'cut_off'] as const;
export type RequestOutcome = (typeof requestOutcomes)[number];
