/**
 * tools/flowcheck/flowText.ts: what flows:check says about a flow file's text
 * (its syntax, a key written twice), also read by the studio's JSON editor to
 * mark the place and hold the text back from the draft.
 */
import { describe, expect, it } from 'vitest';
import { parseFlowText } from '../../tools/flowcheck/flowFile.ts';
import { flowTextProblems } from '../../tools/flowcheck/flowText.ts';

describe('flowTextProblems', () => {
  it('places a key written twice at its second writing, with the words flows:check prints', () => {
    const text = '{\n  "settings": {\n    "delay": { "value": 1500, "value": 0 }\n  }\n}\n';
    const { problems } = flowTextProblems('flows/settings/x.json', text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 3, column: 31, pointer: '/settings/delay/value', offset: text.lastIndexOf('"value"') });
    expect(problems[0]?.message).toMatch(/^"value" is written twice in the same object: first at line 3, column 16, again here\./);
    const { offset: _offset, ...problem } = problems[0] as NonNullable<(typeof problems)[0]>;
    expect(parseFlowText('flows/settings/x.json', text).problems).toEqual([problem]);
  });

  it('explains only the first syntax error, at the place to fix: a trailing comma at the comma', () => {
    const text = '{\n  "items": [1, 2,]\n}\n';
    const { problems } = flowTextProblems('flows/lists/x.json', text);
    expect(problems).toEqual([
      {
        file: 'flows/lists/x.json',
        offset: text.indexOf(',]'),
        line: 2,
        column: 17,
        pointer: '',
        message: 'JSON syntax error: trailing comma before "]". Fix: remove this comma (JSON allows no comma after the last item).',
      },
    ]);
    expect(flowTextProblems('flows/lists/x.json', '{ "items": [1, 2] }').problems).toEqual([]);
  });
});
