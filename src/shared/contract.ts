import { z } from 'zod';
import { settingsPatchSchema, settingsSchema } from './settings/settings';

/**
 * The single list of what the renderer may ask of the app, and what the app may push to it.
 * Main binds each call to ipcMain, the preload exposes each as `window.passage.<name>`, the web
 * host serves each at POST /rpc/<name>, and the renderer's bridge type is derived from here: a
 * name is written once, in this file.
 */

export const dataSourceSchema = z.enum(['demo', 'live']);
export type DataSource = z.infer<typeof dataSourceSchema>;

export const appInfoSchema = z.object({
  name: z.literal('Passage'),
  version: z.string(),
  dataSource: dataSourceSchema,
  /** Base URL of the service the app talks to (the embedded demo service's loopback URL in demo). */
  serviceUrl: z.string().nullable(),
  dataFolder: z.string(),
  /** Which host serves the UI: the Electron app, or the web host on loopback. */
  host: z.enum(['electron', 'web']),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

const empty = z.object({}).strict();

export type CallDefinition = { input: z.ZodType; output: z.ZodType };
export type EventDefinition = { payload: z.ZodType };

export const calls = {
  getAppInfo: { input: empty, output: appInfoSchema },
  getSettings: { input: empty, output: settingsSchema },
  /** Applies a partial update and answers with the whole settings after it. */
  setSettings: { input: settingsPatchSchema, output: settingsSchema },
} satisfies Record<string, CallDefinition>;

export const events = {
  settingsChanged: { payload: settingsSchema },
} satisfies Record<string, EventDefinition>;

export type Calls = typeof calls;
export type CallName = keyof Calls;
export type CallInput<N extends CallName> = z.input<Calls[N]['input']>;
export type CallOutput<N extends CallName> = z.output<Calls[N]['output']>;
export type Events = typeof events;
export type EventName = keyof Events;
export type EventPayload<N extends EventName> = z.output<Events[N]['payload']>;

export const callNames = Object.keys(calls) as CallName[];
export const eventNames = Object.keys(events) as EventName[];

export function isCallName(name: string): name is CallName {
  return Object.prototype.hasOwnProperty.call(calls, name);
}
export function isEventName(name: string): name is EventName {
  return Object.prototype.hasOwnProperty.call(events, name);
}

/** IPC channel names, derived so that no channel string is written by hand anywhere else. */
export const ipcChannel = {
  call: (name: CallName) => `passage:call:${name}`,
  event: (name: EventName) => `passage:event:${name}`,
} as const;

/** HTTP paths of the web host, derived likewise. */
export const webPaths = {
  call: (name: CallName) => `/rpc/${name}`,
  events: '/events',
} as const;
