/**
 * tools/flowcheck/flowText.ts: what flows:check says about a flow file's text
 * (its syntax, a key written twice), also read by the studio's JSON editor to
 * mark the place and hold the text back from the draft.
 */
import { describe, expect, it } from 'vitest';
import { parseFlowText } from '../../tools/flowcheck/flowFile.ts';
import { flowTextProblems, type TextProblem } from '../../tools/flowcheck/flowText.ts';

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

  it('says text after the closing brace in words, at that text, naming the brace and what to remove', () => {
    const fix = (line: number): string =>
      `Fix: remove what follows the closing brace at line ${line} (the JSON is one object: what belongs in it goes inside its braces).`;
    const said = (text: string): string[] =>
      flowTextProblems('flows/lists/x.json', text).problems.map((problem) => `${problem.line}:${problem.column} ${problem.message}`);
    // Before, "a character that JSON does not allow here" and a fix about commas and quotes.
    expect(said('{\n  "items": [1]\n} x\n')).toEqual([
      `3:3 JSON syntax error: the text "x" follows the closing } at line 3, column 1, which ends the JSON. ${fix(3)}`,
    ]);
    expect(said('{\n  "items": [1]\n}\n{\n  "items": [2]\n}\n')).toEqual([
      `4:1 JSON syntax error: a second object follows the closing } at line 3, column 1, which ends the JSON. ${fix(3)}`,
    ]);
    expect(said('{ "items": [1] }}\n')).toEqual([
      `1:17 JSON syntax error: an extra } follows the closing } at line 1, column 16, which ends the JSON. ${fix(1)}`,
    ]);
    // A brace typed too early: the keys after it are named, so the analyst sees where the object ended.
    expect(said('{\n  "a": {\n    "b": 1\n  }}\n  "c": 2\n}\n')).toEqual([
      `5:3 JSON syntax error: the text "c": 2 follows the closing } at line 4, column 4, which ends the JSON. ${fix(4)}`,
    ]);
    // An object left open is still said where it opens, not as text after an end.
    expect(said('{ "a": { "b": 1 }\n x')[0]).toMatch(/^1:1 JSON syntax error: the object opened at line 1 is never closed\./);
    // flows:check prints the same words.
    const { offset: _offset, ...problem } = flowTextProblems('flows/lists/x.json', '{ "items": [1] } x').problems[0] as TextProblem;
    expect(parseFlowText('flows/lists/x.json', '{ "items": [1] } x').problems).toEqual([problem]);
  });
});
