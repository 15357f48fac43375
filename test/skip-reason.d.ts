// Why a test may be skipped, read by scripts/test.mjs (scripts/vitest-skips.ts) into the closing summary.
import 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    skipReason?: string;
  }
}
