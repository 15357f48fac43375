import { useEffect, useState } from 'react';

/** Ages on screen move on by themselves; a minute is as fine as the words get. */
export function useMinuteClock(): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(function tickEveryHalfMinute() {
    const timer = window.setInterval(() => setNowMs(Date.now()), 30_000);
    return function stopTicking() {
      window.clearInterval(timer);
    };
  }, []);
  return nowMs;
}
