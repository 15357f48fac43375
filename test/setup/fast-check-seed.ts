import fc from 'fast-check';

// Every property test draws the same cases on every run and every day, so a red run can be
// reproduced and a green one is not luck; PASSAGE_FC_SEED draws others when hunting for cases.
fc.configureGlobal({ seed: Number(process.env.PASSAGE_FC_SEED ?? 2026) });
