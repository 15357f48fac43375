/** What the page script gives the page: see paintedAfterInputScript. */
export interface PaintedAfterInput {
  __bench: { at: Record<string, number | undefined>; painted(condition: () => boolean): Promise<number>; arm(type: string, condition: () => boolean): void; result: Promise<number> };
}

/**
 * Installed in the page before the app: the time stamp of the last event of each kind, and a
 * wait for "the frame in which this condition first held, rendered": the condition is checked in
 * an animation frame after the app's own frame callbacks; a message posted from there arrives
 * once that frame's style, layout and paint have run on the main thread (a task queued during
 * rAF runs after the rendering steps), without waiting for the next vsync as a second rAF would.
 */
export const paintedAfterInputScript = `
globalThis.__bench = { at: {}, armed: null };
for (const type of ['click', 'keydown', 'mouseup']) {
  globalThis.addEventListener(type, (event) => {
    globalThis.__bench.at[type] = event.timeStamp;
    const armed = globalThis.__bench.armed;
    if (armed === null || armed.type !== type) return;
    globalThis.__bench.armed = null;
    globalThis.__bench.painted(armed.condition).then(armed.resolve, armed.reject);
  }, true);
}
// Armed before an input that the bench's driver sends from outside the page (a key, a release):
// the frames are watched from the event itself, not from when the driver's call returns, which
// can be a frame or more after the frame that painted the change.
globalThis.__bench.arm = (type, condition) => {
  globalThis.__bench.result = new Promise((resolve, reject) => { globalThis.__bench.armed = { type, condition, resolve, reject }; });
};
globalThis.__bench.painted = (condition) => new Promise((resolve, reject) => {
  const started = performance.now();
  const check = () => {
    if (performance.now() - started > 30000) { reject(new Error('not shown within 30 s')); return; }
    if (!condition()) { requestAnimationFrame(check); return; }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { channel.port1.close(); resolve(performance.now()); };
    channel.port2.postMessage(null);
  };
  requestAnimationFrame(check);
});
`;
