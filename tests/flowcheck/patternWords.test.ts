import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { patternWords } from '../../tools/flowcheck/patternWords.ts';
import { repoPath } from '../../tools/repoPath.ts';
import { editJson, editText, flowsCopy, problemsOf, removeFlowsCopies } from './flowsCopy.ts';

/**
 * Issue 19 item 3: a value a schema pattern refuses is said in an analyst's
 * words, what is allowed with an example, never the raw regex; the studio
 * shows flows:check's message at the field, so this is what both say.
 */
afterEach(removeFlowsCopies);
vi.setConfig({ testTimeout: 30_000 });

/** Every `pattern` in schemas/ and schemas/defs/. */
function schemaPatterns(): Set<string> {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node !== null && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) {
        if (key === 'pattern' && typeof value === 'string') found.add(value);
        else visit(value);
      }
  };
  for (const dir of ['schemas', 'schemas/defs'])
    for (const name of readdirSync(repoPath(dir)).filter((file) => file.endsWith('.json'))) visit(JSON.parse(readFileSync(join(repoPath(dir), name), 'utf8')));
  return found;
}

describe('pattern words', () => {
  it('word every pattern the schemas use, each example allowed by its pattern', () => {
    const patterns = schemaPatterns();
    expect(patterns.size).toBeGreaterThan(5);
    for (const pattern of patterns) expect(Object.keys(patternWords), `no words for ${pattern}`).toContain(pattern);
    for (const [pattern, { example }] of Object.entries(patternWords)) expect(example).toMatch(new RegExp(pattern));
  });

  it('a row id flows:check refuses is said with what is allowed and an example, not the regex', async () => {
    const dir = flowsCopy();
    editJson<{ rows: { id: string }[] }>(dir, 'decisions/savings-landing.json', (table) => {
      (table.rows[0] as { id: string }).id = 'Bad id';
    });
    const problems = await problemsOf([dir]);
    expect(problems[0]).toMatch(
      /^decisions\/savings-landing\.json:\d+:\d+ {2}\/rows\/0\/id {2}row "Bad id": must be an id in camelCase: a lower-case letter, then letters and digits only \(no spaces, dashes or dots\), e\.g\. "mobileUser"; found "Bad id"\.$/,
    );
    expect(problems.join('\n')).not.toMatch(/\^\[|pattern "/);
  });

  it('a text key of the wrong shape too (a pattern on property names)', async () => {
    const dir = flowsCopy();
    editText(dir, 'texts/common.json', (text) => text.replace('"common.goBack":', '"Common goBack":'));
    editText(dir, 'texts/es/common.json', (text) => text.replace('"common.goBack":', '"Common goBack":'));
    const problems = await problemsOf([dir]);
    expect(problems.join('\n')).toContain(
      'must be a text key: an area and a name joined by dots, letters and digits only, e.g. "sales.cart.heading"; found "Common goBack".',
    );
    expect(problems.join('\n')).not.toMatch(/\^\[|pattern "/);
  });
});
