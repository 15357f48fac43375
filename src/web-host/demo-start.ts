import { demoServiceKey, startDemoServiceProcess, type DemoChildLauncher, type DemoServiceProcess, type StormScenario } from '../demo-service/host-entry';

/** What of the host's options its demo service starts from (launch.ts's LaunchOptions). */
export interface HostDemoOptions {
  demoSeed?: number;
  /** Now, in ms since the epoch, for the app and its demo service (default Date.now); tests pin it. */
  clock?: () => number;
  /** The key the embedded demo service accepts; the e2e harness sets the canary key here. */
  demoKey?: string;
  /** A demo storm placed to cross a route (scenario tests and demonstrations of the risk views). */
  demoStorms?: StormScenario;
  /** The demo answers in the vendor's envelope instead of bare (both reading paths end to end). */
  demoEnvelope?: boolean;
  /** The demo charges this many credits per answer beyond the estimate, and says so (a price list that moved). */
  demoChargeExtraCredits?: number;
  /**
   * How the demo service's process is started (default: a Node child of the entry beside the demo
   * service's module). The end-to-end suite, which loads this host from the sources, starts the
   * built entry, as the app itself does (out/main/web-host.js).
   */
  demoLauncher?: DemoChildLauncher;
}

/**
 * The host's demo service, in its own process: its simulation must never hold up a call of the
 * app. A host on a pinned clock (the end-to-end suite's) pins its demo service's clock too. This
 * module loads none of the app, so that cli.ts can start the service before it loads the app's
 * modules and the two start side by side.
 */
export function startHostDemoService(options: HostDemoOptions): Promise<DemoServiceProcess> {
  const clockOffsetMs = options.clock ? options.clock() - Date.now() : undefined;
  return startDemoServiceProcess(
    {
      port: 0,
      seed: options.demoSeed ?? 1,
      keys: [hostDemoKey(options)],
      storms: options.demoStorms,
      envelope: options.demoEnvelope ?? false,
      chargeExtraCredits: options.demoChargeExtraCredits ?? 0,
      ...(clockOffsetMs === undefined ? {} : { clockOffsetMs }),
    },
    options.demoLauncher ? { launch: options.demoLauncher } : {},
  );
}

export function hostDemoKey(options: HostDemoOptions): string {
  return options.demoKey ?? demoServiceKey;
}
