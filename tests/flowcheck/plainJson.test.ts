/**
 * tools/flowcheck/plainJson.ts: a flow file that JSON.parse reads with every key it writes is parsed without a syntax
 * tree (tools/flowcheck/flowFile.ts parseFlowText, docs/performance.md "flows:check (session 38)"); any other text
 * still gets the syntax check's problems, and a file's tree, built when read, is the one the syntax check builds.
 */
import { describe, expect, it } from 'vitest';
import { parseFlowText } from '../../tools/flowcheck/flowFile.ts';
import { flowTextProblems } from '../../tools/flowcheck/flowText.ts';
import { keepsEveryKey } from '../../tools/flowcheck/plainJson.ts';

const keeps = (text: string): boolean => keepsEveryKey(text, JSON.parse(text));

describe('keepsEveryKey', () => {
  it('counts property names, not string values, whatever their quotes, escapes and spaces', () => {
    expect(keeps('{"a": "b:", "c" : ["d", {"e":"f"}], "g\\"": "h\\\\", "i": "\\":"}')).toBe(true);
    expect(keeps('{ "__proto__": 1, "x": { "__proto__": { "y": [] } } }')).toBe(true);
    expect(keeps('[1, "a", {"b" \n\t\r : null}]')).toBe(true);
  });

  it('finds a key written twice, at any depth, also when escaped differently', () => {
    expect(keeps('{"a": 1, "a": 2}')).toBe(false);
    expect(keeps('[{"x": {"b": "a:", "b": "c"}}]')).toBe(false);
    expect(keeps('{"a\\"": 1, "a\\u0022": 2}')).toBe(false);
    expect(keeps('{"__proto__": 1, "__proto__": 2}')).toBe(false);
  });
});

describe('parseFlowText', () => {
  it('says what the syntax check says of a key written twice, and of a broken text', () => {
    for (const text of ['{"texts": {"a": "x", "a": "y"}}', '{"a": [1, 2,]}', '{"a": 1', '']) {
      const { problems } = flowTextProblems('flows/texts/x.json', text);
      expect(problems.length).toBeGreaterThan(0);
      expect(parseFlowText('flows/texts/x.json', text).problems).toEqual(problems.map(({ offset: _offset, ...problem }) => problem));
    }
  });

  it('gives a plain file no problems, its data, and the syntax tree the syntax check builds, when read', () => {
    const text = '{\n  "texts": {\n    "a": "b: c",\n    "d": ["e", { "f": 1 }]\n  }\n}\n';
    const { file, problems } = parseFlowText('flows/texts/x.json', text);
    expect(problems).toEqual([]);
    expect(file.data).toEqual(JSON.parse(text));
    // Not built while nothing places a problem in the file.
    expect(Object.getOwnPropertyDescriptor(file, 'tree')?.get).toBeTypeOf('function');
    expect(file.tree).toEqual(flowTextProblems('flows/texts/x.json', text).tree);
    expect(file.tree).toBe(file.tree);
  });
});
