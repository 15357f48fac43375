import { utilityProcess } from 'electron';
import type { DemoChildLauncher } from '../demo-service/host-entry';

/**
 * A process of the app's own in Electron's utility process: the packaged binary cannot run as
 * plain Node (the RunAsNode fuse is off), and Electron ends utility processes with the app. The
 * demo service runs in one, and so does the route check's land index build (src/core/route-check:
 * its heap is given back to the system when it ends, which a worker thread's is not).
 */
export function utilityProcessLauncherNamed(serviceName: string): DemoChildLauncher {
  return (entry, args) => {
    const child = utilityProcess.fork(entry, args, { serviceName, stdio: 'inherit' });
    return {
      get pid() {
        return child.pid;
      },
      send: (message) => child.postMessage(message),
      onMessage: (listener) => child.on('message', listener),
      onExit: (listener) => child.on('exit', (code) => listener(code)),
      kill: () => {
        child.kill();
      },
    };
  };
}

export const utilityProcessLauncher: DemoChildLauncher = utilityProcessLauncherNamed('Passage demo service');
