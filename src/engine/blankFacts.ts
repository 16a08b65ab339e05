import type { Facts } from '../model/facts.ts';
import type { FlowSet } from '../model/flowSet.ts';
import { nestDottedKeys } from './path.ts';
import { switchStates } from './switchStates.ts';

/**
 * Facts of a signed-out desktop visitor with no answers yet: the base that
 * decision-table examples are laid over, and the runtime's starting point.
 */
export function blankFacts(flows: FlowSet): Facts {
  return {
    url: { pageName: '', basePath: '/sales/digital/', path: '', host: '127.0.0.1', query: {}, historyLength: 1 },
    user: {
      signedIn: false,
      role: '',
      guest: false,
      prospect: true,
      prospectFlow: false,
      prepay: false,
      lob: '',
      joint: false,
      fios: false,
      employee: false,
      customerId: '',
      mtn: '',
      visitorId: '',
      locationCode: '',
    },
    device: { type: 'desktop', userAgent: '', viewportWidth: 1280, nativeApp: false, nativePlatform: '', appVersion: 0, channelId: 'VZW-DOTCOM' },
    env: { production: false, host: '127.0.0.1' },
    clock: { now: 0, hour: 12, minute: 0, dayOfWeek: 1 },
    ui: {},
    answers: {},
    calls: {},
    decisions: {},
    lists: { ...flows.lists },
    switches: switchStates(flows.switches, [], []),
    settings: { ...flows.settings },
    texts: nestDottedKeys(flows.texts),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Deep-merges example facts over a base (arrays and scalars replace). */
export function mergeFacts<T extends object>(base: T, overlay: object): T {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(overlay)) {
    const current = out[key];
    out[key] = isRecord(current) && isRecord(value) ? mergeFacts(current, value) : value;
  }
  return out as T;
}
