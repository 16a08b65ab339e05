/**
 * In Vitest's VM pool the jsdom window is the whole global object; in its forks pool the window's own keys are laid
 * over Node's global, and everything else (the timers, performance, crypto, the web streams, ...) is Node's. This
 * gives a VM context those same Node globals, so a jsdom file sees the globals it sees in a process of its own.
 */
import { runInNewContext, runInThisContext } from 'node:vm';

// What Vitest's jsdom environment leaves to Node outside a VM though the window has it too (its list of window keys
// does not name them). In a VM context Vitest sets URL, URLSearchParams and Request itself; process, global and Buffer
// are there already.
const nodeFirst = [
  'clearImmediate',
  'setImmediate',
  'clearInterval',
  'clearTimeout',
  'setInterval',
  'setTimeout',
  'queueMicrotask',
  'structuredClone',
  'atob',
  'btoa',
  'BroadcastChannel',
  'MessageChannel',
  'MessagePort',
  'performance',
  'fetch',
  'Headers',
  'Response',
  'crypto',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
];

export function nodeGlobalsInVm(): void {
  const node = runInThisContext('globalThis') as Record<string, unknown>;
  if (node === globalThis) return;
  const here = globalThis as unknown as Record<string, unknown>;
  const language = new Set(runInNewContext('Object.getOwnPropertyNames(globalThis)') as string[]);
  for (const name of Object.getOwnPropertyNames(node)) {
    if (language.has(name) || name.startsWith('_')) continue;
    if (!(name in here) || nodeFirst.includes(name))
      Object.defineProperty(here, name, { value: node[name], writable: true, configurable: true, enumerable: false });
  }
}
