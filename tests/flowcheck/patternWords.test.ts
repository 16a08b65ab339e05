import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { propValueHint } from '../../tools/flowcheck/journeyCheck.ts';
import { patternUse, patternUses, patternWords } from '../../tools/flowcheck/patternWords.ts';
import { valueValidator } from '../../tools/flowcheck/valueValidators.ts';
import { repoPath } from '../../tools/repoPath.ts';
import { editJson, editText, flowsCopy, problemsOf, removeFlowsCopies } from './flowsCopy.ts';

/**
 * Issue 19 item 3: a value a schema pattern refuses is said in an analyst's
 * words, what is allowed with an example, never the raw regex; the studio
 * shows flows:check's message at the field, so this is what both say.
 */
afterEach(removeFlowsCopies);
vi.setConfig({ testTimeout: 30_000 });

/** Every `pattern` in schemas/, schemas/defs/ and the registry's prop and argument schemas, with its use (the property it is on, patternUse). */
function schemaPatterns(): { pattern: string; use: string | undefined; at: string }[] {
  const found: { pattern: string; use: string | undefined; at: string }[] = [];
  const visit = (node: unknown, at: string): void => {
    if (Array.isArray(node)) node.forEach((item, index) => visit(item, `${at}/${index}`));
    else if (node !== null && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) {
        if (key === 'pattern' && typeof value === 'string') found.push({ pattern: value, use: patternUse(`${at}/pattern`), at });
        else visit(value, `${at}/${key}`);
      }
  };
  for (const dir of ['schemas', 'schemas/defs'])
    for (const name of readdirSync(repoPath(dir)).filter((file) => file.endsWith('.json')))
      visit(JSON.parse(readFileSync(join(repoPath(dir), name), 'utf8')), `${dir}/${name}#`);
  // The registry's component prop and action argument schemas reach analysts too (journeyCheck.ts, argTypeCheck.ts);
  // only its schemas are read: elsewhere "pattern" is a field's name (an emitted message's fields).
  const registry = JSON.parse(readFileSync(repoPath('schemas/generated/registry.json'), 'utf8')) as Record<string, Record<string, Record<string, unknown>>>;
  for (const [group, entries] of Object.entries(registry))
    for (const [name, entry] of Object.entries(entries ?? {}))
      for (const key of ['propsSchema', 'argsSchema'])
        if (entry?.[key] !== undefined) visit(entry[key], `schemas/generated/registry.json#/${group}/${name}/${key}`);
  return found;
}

describe('pattern words', () => {
  it('word every pattern the schemas use, for each of its uses, each example allowed by its pattern', () => {
    const patterns = schemaPatterns();
    expect(patterns.length).toBeGreaterThan(5);
    for (const { pattern, use, at } of patterns) {
      expect(Object.keys(patternWords), `no words for ${pattern} at ${at}`).toContain(pattern);
      // A use the pattern's words were not written for must be worded for that use (a page id is not a page state name).
      const worded = patternWords[pattern]?.uses.includes(use ?? '') || patternUses[use ?? '']?.[pattern] !== undefined;
      expect(worded, `${pattern} at ${at} is used as "${use}", which its words do not name`).toBe(true);
    }
    for (const [pattern, { example }] of Object.entries(patternWords)) expect(example).toMatch(new RegExp(pattern));
    for (const byPattern of Object.values(patternUses))
      for (const [pattern, { example }] of Object.entries(byPattern)) expect(example).toMatch(new RegExp(pattern));
  });

  it('a page state name (set) is said as one, not as a page id with the same regex', async () => {
    const dir = flowsCopy();
    editText(dir, 'layouts/sales.json', (text) => text.replace('"set": "smartBannerClosed"', '"set": "smart-banner-closed"'));
    const problems = (await problemsOf([dir])).join('\n');
    expect(problems).toContain(
      'must be a page state name (read as ui.<name>): a letter, then letters and digits only (no spaces, dashes or dots), e.g. "modalOpen"; found "smart-banner-closed".',
    );
    expect(problems).not.toContain('page id');
  });

  it('the registry patterns are among them (a component prop, an action argument)', () => {
    const fromRegistry = schemaPatterns().filter(({ at }) => at.startsWith('schemas/generated/registry.json'));
    expect(fromRegistry.map(({ pattern, use }) => `${use} ${pattern}`)).toEqual(
      expect.arrayContaining(['image ^/images/[a-z0-9/-]+\\.svg$', 'event ^[A-Z][A-Z0-9_]*$']),
    );
  });

  it("a component prop its registry pattern refuses is said in words, not AJV's regex", () => {
    // As journeyCheck.ts checks a prop: the prop's registry schema, the value as the page would show it.
    const registry = JSON.parse(readFileSync(repoPath('schemas/generated/registry.json'), 'utf8')) as {
      components: Record<string, { propsSchema: { properties: Record<string, object> } }>;
    };
    const validate = valueValidator(registry.components.OfferCards?.propsSchema.properties.items as object);
    expect(validate([{ title: 'Bring your phone', text: 'Keep it', linkLabel: 'See how', href: '/sales/digital/byod.html', image: 'byod.png' }])).toBe(false);
    expect(propValueHint(validate.errors?.[0], 'items')).toBe(
      'must be an image path: /images/, then lower-case letters, digits, slashes and dashes, ending in .svg, e.g. "/images/offers/card.svg"',
    );
  });

  it('an action argument its registry pattern refuses too', async () => {
    const dir = flowsCopy();
    editText(dir, 'fragments/goBack.json', (text) => text.replace('"event": "BACK_DECIDED"', '"event": "back-decided"'));
    const problems = (await problemsOf([dir])).join('\n');
    expect(problems).toContain(
      'argument "event" of action raise must be an event name in UPPER_SNAKE_CASE: a capital letter, then capital letters, digits and underscores, e.g. "CONTINUE"',
    );
    expect(problems).not.toMatch(/must match pattern/);
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

  it("a switch's description that is empty or blanks only fails, at the description, saying what to write (the studio refuses it in the same words)", async () => {
    const dir = flowsCopy();
    // Before: both passed, and the studio showed an analyst a switch with nothing saying what it does.
    editText(dir, 'switches/throttle.json', (text) =>
      text.replace('"Error assistance through sales chat (spec 4.5)."', '""').replace('"Error assistance through video support (spec 4.5)."', '"   "'),
    );
    const said = 'must be words that say what the switch does (not empty, not only spaces), e.g. "When on, the services error banner shows."';
    const problems = await problemsOf([dir]);
    // The third is the usual "checks … were skipped" of a file that fails its schema.
    expect(problems).toHaveLength(3);
    expect(problems.slice(0, 2)).toEqual([
      `switches/throttle.json:8:17  /switches/EA_BAU/description  ${said}; found "".`,
      `switches/throttle.json:9:16  /switches/EA_VC/description  ${said}; found "   ".`,
    ]);
  });
});
