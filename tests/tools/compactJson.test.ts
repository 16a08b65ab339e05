import { describe, expect, it } from 'vitest';
import { formatFlowJson } from '../../tools/format/compactJson.ts';

describe('formatFlowJson (flows:format)', () => {
  it('keeps a block that fits on one line, in Prettier spacing', () => {
    expect(formatFlowJson({ when: { '==': [{ var: 'device.type' }, 'mobile'] }, effects: [] })).toBe(
      '{ "when": { "==": [{ "var": "device.type" }, "mobile"] }, "effects": [] }\n',
    );
  });

  it('expands a block too wide for its line, counting indentation and key', () => {
    const text = formatFlowJson({ id: 'x', rows: [{ id: 'a', note: 'n'.repeat(90) }, { id: 'b' }] }, 40);
    expect(text).toBe(
      [
        '{',
        '  "id": "x",',
        '  "rows": [',
        '    {',
        '      "id": "a",',
        `      "note": "${'n'.repeat(90)}"`,
        '    },',
        '    { "id": "b" }',
        '  ]',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('reads back to the same data', () => {
    const data = { a: [1, 'two', null, true, { b: {} }], c: { d: [] } };
    expect(JSON.parse(formatFlowJson(data, 10))).toEqual(data);
  });
});
