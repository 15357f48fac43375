import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import protobuf from 'protobufjs';
import {
  transitOptionSchema,
  type TransitMixerMode,
  type TransitMixerRequest,
  type TransitOption,
} from '../../shared/service/transit';

/**
 * The mixer's two encodings: binary protobuf (mode=proto, the vendor's messages: the client sends
 * planner.PlanRequest, the service answers planner.model.PlanResult; schemas in
 * resources/transit-mixer/, loaded with keepCase so decoded field names equal the JSON ones) and
 * JSON text (mode=json). Every server message, whatever its encoding, is checked with
 * transitOptionSchema.
 */

const protoFolder = join('resources', 'transit-mixer');
const protoFiles = ['plan-request.proto', 'plan-result.proto'] as const;

/**
 * The .proto folder is found by walking up from this module to the folder that holds resources/:
 * the repository root in development and tests; the bundled app may pass protoPath instead.
 */
export function findMixerProtoPath(startUrl: string = import.meta.url): string {
  let folder = dirname(fileURLToPath(startUrl));
  for (;;) {
    const candidate = join(folder, protoFolder);
    if (existsSync(join(candidate, protoFiles[1]))) return candidate;
    const parent = dirname(folder);
    if (parent === folder) {
      throw new Error(`${protoFolder} was not found above ${fileURLToPath(startUrl)}`);
    }
    folder = parent;
  }
}

export interface MixerProtoTypes {
  request: protobuf.Type;
  option: protobuf.Type;
}

const loadedByPath = new Map<string, MixerProtoTypes>();

/** Both messages from the folder's two files, parsed into one root. */
export function loadMixerProto(protoPath: string = findMixerProtoPath()): MixerProtoTypes {
  const loaded = loadedByPath.get(protoPath);
  if (loaded !== undefined) return loaded;
  const root = new protobuf.Root();
  for (const file of protoFiles) protobuf.parse(readFileSync(join(protoPath, file), 'utf8'), root, { keepCase: true });
  const types: MixerProtoTypes = {
    request: root.lookupType('planner.PlanRequest'),
    option: root.lookupType('planner.model.PlanResult'),
  };
  loadedByPath.set(protoPath, types);
  return types;
}

/** protobufjs gives null for an unset message field; the JSON form simply leaves it out. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value === 'object' && value !== null) {
    const result: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(value)) {
      if (field !== null) result[name] = withoutNulls(field);
    }
    return result;
  }
  return value;
}

export function encodeMixerRequest(
  mode: TransitMixerMode,
  request: TransitMixerRequest,
  types: MixerProtoTypes | undefined,
): Uint8Array | string {
  if (mode === 'json') return JSON.stringify(request);
  if (types === undefined) throw new Error('mode=proto needs the mixer .proto');
  return types.request.encode(types.request.fromObject(request)).finish();
}

/** A frame skipped: why, and where in the message when its shape was wrong. */
export type DecodedFrame = { ok: true; option: TransitOption } | { ok: false; problem: string; fieldPath?: string };

/** One server frame to an option, or the reason it is skipped. Never throws. */
export function decodeMixerFrame(
  mode: TransitMixerMode,
  frame: Uint8Array,
  isBinary: boolean,
  types: MixerProtoTypes | undefined,
): DecodedFrame {
  let candidate: unknown;
  try {
    if (mode === 'json') {
      candidate = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(frame));
    } else {
      if (!isBinary) return { ok: false, problem: 'a text frame where protobuf was expected' };
      if (types === undefined) return { ok: false, problem: 'no protobuf schema loaded' };
      const message = types.option.decode(frame);
      // As the vendor's code turns it into an object (enums as their names), with proto3's
      // defaults written out: an unset number is 0 there, not unknown (a direct train's transfers).
      candidate = withoutNulls(
        types.option.toObject(message, { enums: String, defaults: true, arrays: true, objects: true, longs: Number }),
      );
    }
  } catch (thrown) {
    // JSON.parse's message quotes the frame (which may echo the key): only its size is told.
    const detail = mode === 'json' ? `${frame.byteLength} bytes that are not JSON` : thrown instanceof Error ? thrown.message : String(thrown);
    return { ok: false, problem: `undecodable ${mode} frame (${detail})` };
  }
  const checked = transitOptionSchema.safeParse(candidate);
  if (!checked.success) {
    const first = checked.error.issues[0];
    const fieldPath = first === undefined ? '(message)' : first.path.join('.') || '(message)';
    return { ok: false, problem: `a message of the wrong shape at ${fieldPath}: ${first?.message ?? 'unreadable'}`, fieldPath };
  }
  return { ok: true, option: checked.data };
}

/**
 * The credits the mixer charged, from the reason it closes with (`{"credits":1}` with code 1000,
 * as the vendor's example reads it: infoplaza-platform-examples, transit-planner/api.ts); null
 * when the reason holds none.
 */
export function creditsOfCloseReason(reason: string): number | null {
  if (reason.trim() === '') return null;
  try {
    const { credits } = JSON.parse(reason) as { credits?: unknown };
    return typeof credits === 'number' && Number.isFinite(credits) && credits >= 0 ? credits : null;
  } catch {
    return null;
  }
}
