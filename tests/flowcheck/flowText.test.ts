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
    // A brace typed too early: said at that brace, whose removal keeps the analyst's content (it said "remove what
    // follows the closing brace at line 4", which deleted "c": 2, and what was left parsed).
    expect(said('{\n  "a": {\n    "b": 1\n  }}\n  "c": 2\n}\n')).toEqual([
      `4:4 JSON syntax error: this } ends the file's object, but the text "c": 2 and a } follow it. Fix: remove this } (and put a comma before what follows), so that what follows is inside the object.`,
    ]);
    expect(said('{\n  "a": 1\n},\n  "texts": {}\n}\n')).toEqual([
      `3:1 JSON syntax error: this } ends the file's object, but a comma and a } follow it. Fix: remove this }, so that what follows is inside the object.`,
    ]);
    // Only JSON's blanks are passed over: a no-break space after the brace is the stray text (trimStart skipped it).
    expect(said('{ "items": [1] }\u00a0x\n')).toEqual([
      `1:17 JSON syntax error: an invisible character (U+00A0) follows the closing } at line 1, column 16, which ends the JSON. ${fix(1)}`,
    ]);
    // An object left open is still said where it opens, not as text after an end.
    expect(said('{ "a": { "b": 1 }\n x')[0]).toMatch(/^1:1 JSON syntax error: the object opened at line 1 is never closed\./);
    // flows:check prints the same words.
    const { offset: _offset, ...problem } = flowTextProblems('flows/lists/x.json', '{ "items": [1] } x').problems[0] as TextProblem;
    expect(parseFlowText('flows/lists/x.json', '{ "items": [1] } x').problems).toEqual([problem]);
    const early = '{ "a": { "b": 1 }}\n"c": 2\n}';
    const { offset: _early, ...earlyProblem } = flowTextProblems('flows/lists/x.json', early).problems[0] as TextProblem;
    expect(parseFlowText('flows/lists/x.json', early).problems).toEqual([earlyProblem]);
    expect(earlyProblem.message).toMatch(/^JSON syntax error: this \} ends the file's object/);
  });
});
