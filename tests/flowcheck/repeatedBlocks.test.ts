import { describe, expect, it } from 'vitest';
import { parseFlowText } from '../../tools/flowcheck/flowFile.ts';
import { repeatedBlocks } from '../../tools/flowcheck/repeatedBlocks.ts';

const block = ['{', '  "component": "Alert",', '  "props": {', '    "level": "error",', '    "text": "x",', '    "more": 1', '  }', '}'].join('\n');
const page = (name: string, body: string): ReturnType<typeof parseFlowText>['file'] =>
  parseFlowText(`${name}.json`, `{\n"id": "${name}",\n"body": [\n${body}\n]\n}`).file;

describe('repeatedBlocks (flows:dupes)', () => {
  it('allows an 8-line block in two places and reports it, once and at its largest, in a third', () => {
    expect(repeatedBlocks([page('a', block), page('b', block)])).toEqual([]);
    const problems = repeatedBlocks([page('a', block), page('b', block), page('c', block)]);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(
      /^this 10-line block is written in 3 places \(a\.json \/body, b\.json \/body, c\.json \/body\)\. Fix: declare it once/,
    );
  });

  it('does not count a block that fits in fewer lines as written, nor notes and examples', () => {
    const short = '{ "component": "Alert", "props": { "level": "error", "text": "x", "more": 1 } }';
    expect(repeatedBlocks([page('a', short), page('b', short), page('c', short)])).toEqual([]);
    const noted = (name: string): ReturnType<typeof parseFlowText>['file'] =>
      parseFlowText(`${name}.json`, `{\n"id": "${name}",\n"examples": [\n${block}\n]\n}`).file;
    expect(repeatedBlocks([noted('a'), noted('b'), noted('c')])).toEqual([]);
  });
});
