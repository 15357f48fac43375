import { utilityProcess } from 'electron';
import type { DemoChildLauncher } from '../demo-service';

/**
 * The demo service in Electron's utility process: the packaged binary cannot run as plain Node
 * (the RunAsNode fuse is off), and Electron ends utility processes with the app.
 */
export const utilityProcessLauncher: DemoChildLauncher = (entry, args) => {
  const child = utilityProcess.fork(entry, args, { serviceName: 'Passage demo service', stdio: 'inherit' });
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
