// @vitest-environment node
/**
 * tools/isRecord.ts is the one "is this a JSON object" guard of the checker, the test generator and the studio; each
 * had its own copy, and all said the same: null and arrays are not records, any other object is.
 */
import { describe, expect, it } from 'vitest';
import { isRecord } from '../../tools/isRecord.ts';

describe('isRecord', () => {
  it('takes an object, with or without a prototype, and refuses null, arrays and every other kind of value', () => {
    expect([{}, { a: 1 }, Object.create(null) as object].map(isRecord)).toEqual([true, true, true]);
    expect([null, undefined, [], [1], 'x', 1, true].map(isRecord)).toEqual([false, false, false, false, false, false, false]);
  });
});
