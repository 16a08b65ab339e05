/**
 * The code that reads a flow name (tools/qa/codeReaders.ts: flows:impact and the studio's uses panel), read from this
 * repository's src/ and generated manifest.
 */
import { describe, expect, it } from 'vitest';
import { codeReadersOf } from '../../tools/qa/codeReaders.ts';

describe('codeReadersOf', () => {
  it('finds a decision table the runtime applies by name, and a setting the manifest lists', () => {
    expect(codeReadersOf('table', 'deviceType')).toContain('src/runtime/facts/derivedFacts.ts');
    expect(codeReadersOf('setting', 'analyticsRetryMs')).toContain('src/app/main.tsx');
  });

  it('names no reader for a fragment, nor for a name an object inherits', () => {
    expect(codeReadersOf('fragment', 'loader')).toEqual([]);
    expect(codeReadersOf('setting', 'constructor')).toEqual([]);
    expect(codeReadersOf('text', 'toString')).toEqual([]);
  });
});
