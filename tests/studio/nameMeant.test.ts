/**
 * A misspelt name in a flow file, fixed in one click (studio/README.md "Problems"): flows:check gives each near
 * miss it finds (a component, a prop, a text key, a fact in a rule, a JSON Logic operator, a setting) as
 * `nearMiss` on the problem, and the studio's withNameMeant writes the name meant at the problem's place. Each
 * misspelling is made in a copy of the real flows; the fix applied to the broken file gives the file as it was.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkFlows } from '../../tools/flowcheck/checkFlows.ts';
import { withNameMeant } from '../../studio/shared/nameMeant.ts';
import { editText, flowsCopy, removeFlowsCopies } from '../flowcheck/flowsCopy.ts';

afterEach(removeFlowsCopies);
vi.setConfig({ testTimeout: 60_000 });

const misspellings = [
  { file: 'journeys/shop/Favorites.json', from: '"component": "Heading"', to: '"component": "Headng"', written: 'Headng', meant: 'Heading' },
  {
    file: 'journeys/shop/Favorites.json',
    from: '"text": "sales.wishlist.heading"',
    to: '"text": "sales.wishlist.headng"',
    written: 'sales.wishlist.headng',
    meant: 'sales.wishlist.heading',
  },
  { file: 'journeys/shop/Favorites.json', from: '"level": 1', to: '"levle": 1', written: 'levle', meant: 'level' },
  {
    file: 'decisions/device-type.json',
    from: '"var": "device.userAgent"',
    to: '"var": "device.userAgnet"',
    written: 'device.userAgnet',
    meant: 'device.userAgent',
  },
  { file: 'decisions/device-type.json', from: '"containsAny"', to: '"containsAyn"', written: 'containsAyn', meant: 'containsAny' },
  { file: 'settings/channels.json', from: '"chatOverlayDelayMs"', to: '"chatOverlayDelaysMs"', written: 'chatOverlayDelaysMs', meant: 'chatOverlayDelayMs' },
];

describe('a near miss is written as the name meant', () => {
  it.each(misspellings)('$written -> $meant in $file', async ({ file, from, to, written, meant }) => {
    const dir = flowsCopy();
    const original = JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown;
    editText(dir, file, (text) => text.replace(from, to));
    const broken = JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown;
    const { problems } = await checkFlows([dir]);
    const near = problems.filter((problem) => problem.file.endsWith(file) && problem.nearMiss);
    expect(near.map((problem) => problem.nearMiss)).toContainEqual({ written, meant });
    const problem = near.find((candidate) => candidate.nearMiss?.written === written);
    expect(withNameMeant(broken, problem?.pointer ?? '', { written, meant })).toEqual(original);
  });

  it('a goto whose closest page id is in another journey than the one written gets no one-click fix', async () => {
    const dir = flowsCopy();
    editText(dir, 'journeys/card.json', (text) => text.replace('"goto": "vvcinterstitial"', '"goto": "plans.vvcinterstitail"'));
    const { problems } = await checkFlows([dir]);
    const goto = problems.find((problem) => problem.pointer.endsWith('/goto'));
    expect(goto?.message).toMatch(/unknown page "plans.vvcinterstitail"/);
    expect(goto?.nearMiss).toBeUndefined();
  });

  it('a goto to a misspelt page keeps the journey written before it', async () => {
    const dir = flowsCopy();
    editText(dir, 'journeys/card.json', (text) => text.replace('"goto": "vvcinterstitial"', '"goto": "card.vvcinterstitail"'));
    const { problems } = await checkFlows([dir]);
    expect(problems.find((problem) => problem.pointer.endsWith('/goto'))?.nearMiss).toEqual({ written: 'card.vvcinterstitail', meant: 'card.vvcinterstitial' });
  });
});

describe('withNameMeant', () => {
  it('gives null when the place no longer holds the name (the draft changed since the check)', () => {
    expect(withNameMeant({ rows: [{ when: { var: 'cart.count' } }] }, '/rows/0/when', { written: 'cart.cuont', meant: 'cart.count' })).toBeNull();
  });

  it('renames a key in its place and keeps the keys in their order, and touches no string of the same words elsewhere', () => {
    const draft = { props: { levle: 1, text: 'levle' }, other: 'levle' };
    expect(withNameMeant(draft, '/props/levle', { written: 'levle', meant: 'level' })).toEqual({ props: { level: 1, text: 'levle' }, other: 'levle' });
    expect(Object.keys((withNameMeant(draft, '/props/levle', { written: 'levle', meant: 'level' }) as typeof draft).props)).toEqual(['level', 'text']);
  });

  it('writes a fact in a rule wherever the rule names it, and nothing outside the place', () => {
    const draft = { rows: [{ when: { and: [{ var: 'cart.cuont' }, { '>': [{ var: ['cart.cuont', 0] }, 1] }] } }, { when: { var: 'cart.cuont' } }] };
    expect(withNameMeant(draft, '/rows/0/when', { written: 'cart.cuont', meant: 'cart.count' })).toEqual({
      rows: [{ when: { and: [{ var: 'cart.count' }, { '>': [{ var: ['cart.count', 0] }, 1] }] } }, { when: { var: 'cart.cuont' } }],
    });
  });
});
