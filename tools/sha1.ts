import * as crypto from 'node:crypto';

/**
 * The SHA-1 of a text in hex: the fingerprints and cache keys of `flows:check` (tools/flowcheck/unitCache.ts,
 * tools/flowcheck/trackedFlows.ts, tools/tables/analysisCache.ts). A run without the unit cache takes about 1500 of
 * them (2.4 MB); Node's one-shot `crypto.hash` gives the same digest without a Hash object per call, in about half
 * the CPU: a few milliseconds a run (issue 20 item 4, docs/performance.md "flows:check (session 41)"). Node before
 * 20.12 lacks it (package.json allows any 20): there the Hash object, as before.
 */
const oneShot = (crypto as { hash?: (algorithm: string, data: string | Buffer, encoding: 'hex') => string }).hash;

export const sha1: (text: string | Buffer) => string = oneShot
  ? (text) => oneShot('sha1', text, 'hex')
  : (text) => crypto.createHash('sha1').update(text).digest('hex');
