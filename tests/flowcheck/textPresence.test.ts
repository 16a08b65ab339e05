// @vitest-environment node
/**
 * A prop's text is read as "it is there" (`texts?/<key>`), not as its words (`texts/<key>`), where no schema on its
 * way looks at a string's words (tools/flowcheck/propPreview.ts wordsBlind, tools/flowcheck/trackedFlows.ts
 * textUnread): editing the words then checks no page again (issue 20 item 4, docs/performance.md "flows:check after
 * a text edit"). Wherever the words can change the outcome, or are quoted in a problem, they are read as words.
 */
import { describe, expect, it } from 'vitest';
import { emptyFlowSet } from '../../src/model/flowSet.ts';
import { emptyOrigins } from '../../tools/flowcheck/assemble.ts';
import { previewAgainst, previewError } from '../../tools/flowcheck/propPreview.ts';
import type { JsonSchemaObject } from '../../tools/flowcheck/registryManifest.ts';
import { readFingerprints, trackedFlows } from '../../tools/flowcheck/trackedFlows.ts';
import { checkValue } from '../../tools/flowcheck/valueCheck.ts';

const link: JsonSchemaObject = {
  type: 'array',
  items: { type: 'object', properties: { label: { type: 'string' }, href: { type: 'string' } }, required: ['label'], additionalProperties: false },
};

/** The texts reads of one prop's preview and check, and the problem found. */
function readsOf(value: unknown, schema: JsonSchemaObject, texts: Record<string, string> = { 'nav.shop': 'Shop' }): { reads: string[]; problem: boolean } {
  const reads = new Set<string>();
  const flows = trackedFlows({ ...emptyFlowSet(), texts }, reads);
  const preview = previewAgainst(value, schema, flows.texts);
  const problem = preview !== null && previewError(preview) !== null;
  return { reads: [...reads].filter((read) => read.startsWith('texts')).sort(), problem };
}

describe('a text read as its presence only', () => {
  it('where no schema on the way looks at words: a string prop, a list item’s label', () => {
    expect(readsOf({ text: 'nav.shop' }, { type: 'string', description: 'a label' })).toEqual({ reads: ['texts?/nav.shop'], problem: false });
    expect(readsOf([{ label: { text: 'nav.shop' }, href: '/shop' }], link)).toEqual({ reads: ['texts?/nav.shop'], problem: false });
    // The Label in Name pairing is an annotation for that check, which reads the words itself (labelInNameCheck.ts).
    expect(readsOf({ text: 'nav.shop' }, { type: 'string', labelInName: 'addLabel' } as JsonSchemaObject).reads).toEqual(['texts?/nav.shop']);
    // An unknown text: absent is a presence too (the key itself is previewed, as before).
    expect(readsOf({ text: 'nav.gone' }, { type: 'string' })).toEqual({ reads: ['texts?/nav.gone'], problem: false });
  });

  it('read as words where they can change the outcome', () => {
    // A choice, a pattern, a length: the words decide.
    expect(readsOf({ text: 'nav.shop' }, { type: 'string', enum: ['Shop', 'Cart'] }).reads).toEqual(['texts/nav.shop']);
    expect(readsOf({ text: 'nav.shop' }, { type: 'string', pattern: '^S' }).reads).toEqual(['texts/nav.shop']);
    expect(readsOf({ text: 'nav.shop' }, { type: 'string', minLength: 2 }).reads).toEqual(['texts/nav.shop']);
    expect(readsOf({ text: 'nav.shop' }, { anyOf: [{ type: 'string' }] }).reads).toEqual(['texts/nav.shop']);
    // A list whose items must differ compares the words of its items, though each item's own schema does not.
    expect(readsOf([{ text: 'nav.shop' }], { type: 'array', items: { type: 'string' }, uniqueItems: true }).reads).toEqual(['texts/nav.shop']);
    expect(readsOf([[{ text: 'nav.shop' }]], { type: 'array', items: { type: 'array', items: { type: 'string' }, uniqueItems: true } }).reads).toEqual([
      'texts/nav.shop',
    ]);
    // An object whose keys a pattern also matches: the label's words meet the pattern's schema too.
    const patterned: JsonSchemaObject = { type: 'object', properties: { label: { type: 'string' } }, patternProperties: { '^l': { enum: ['Shop'] } } };
    expect(readsOf({ label: { text: 'nav.shop' } }, patterned).reads).toEqual(['texts/nav.shop']);
    // A condition, a negation or a combination above the text can look at its words from there.
    const label = { type: 'object', properties: { label: { type: 'string' } } } as const;
    for (const parent of [
      { ...label, if: { properties: { label: { const: 'Shop' } } }, then: { required: ['href'] } },
      { ...label, not: { properties: { label: { const: 'Cart' } } } },
      { allOf: [label, { properties: { label: { minLength: 3 } } }] },
    ] as JsonSchemaObject[]) {
      expect(readsOf({ label: { text: 'nav.shop' } }, parent).reads).toEqual(['texts/nav.shop']);
    }
  });

  it('read as words once a problem is found (its message may quote them)', () => {
    // A list item with a key its schema does not take: the label's words were read as its presence, then as words.
    const found = readsOf([{ label: { text: 'nav.shop' }, hreff: '/shop' }], link);
    expect(found.problem).toBe(true);
    expect(found.reads).toEqual(['texts/nav.shop', 'texts?/nav.shop']);
  });

  it('an own-key test of a text (Object.hasOwn, the unknown-key check) reads its presence, as `in` did; listing the texts reads their names', () => {
    const reads = new Set<string>();
    const flows = trackedFlows({ ...emptyFlowSet(), texts: { 'nav.shop': 'Shop', 'nav.cart': 'Cart' } }, reads);
    expect(checkValue({ text: 'nav.shop' }, { vocabulary: {}, texts: flows.texts })).toEqual([]);
    expect([...reads]).toEqual(['texts?/nav.shop']);
    // Adding "constructor" to flows/texts changes this read's fingerprint, so the unit that reported it runs again.
    reads.clear();
    expect(checkValue({ text: 'constructor' }, { vocabulary: {}, texts: flows.texts }).map((issue) => issue.message)).toEqual([
      expect.stringMatching(/^unknown text key "constructor"\./),
    ]);
    expect(reads.has('texts?/constructor')).toBe(true);
    // Object.keys asks each key's descriptor after reading the names (texts/*), which cover every key's presence.
    reads.clear();
    expect(Object.keys(flows.texts)).toEqual(['nav.shop', 'nav.cart']);
    expect([...reads]).toEqual(['texts/*']);
  });

  it('fingerprints the presence and kind of a text, not its words nor its place', () => {
    const fingerprint = (texts: Record<string, string>): string =>
      readFingerprints({ ...emptyFlowSet(), texts }, emptyOrigins(), () => 'file')('texts?/nav.shop');
    expect(fingerprint({ 'nav.shop': 'Shop' })).toBe(fingerprint({ 'nav.other': 'Other', 'nav.shop': 'Shop all' }));
    expect(fingerprint({ 'nav.shop': 'Shop' })).not.toBe(fingerprint({ 'nav.other': 'Shop' }));
  });
});
