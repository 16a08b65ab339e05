import { describe, expect, it } from 'vitest';
import { chooseRedirect } from '../../src/engine/redirectTable.ts';
import { resolveValue } from '../../src/engine/resolveValue.ts';
import type { RedirectTable } from '../../src/model/flowTypes.ts';
import { checkValue, previewNested } from '../../tools/flowcheck/valueCheck.ts';

const texts = { 'form.name': 'Name', 'form.required': 'Enter your name' };
const facts = { answers: { cart: { count: 2 } }, url: { query: { type: 'accessory' } } };

describe('array props resolve refs at any depth', () => {
  it('resolves texts, facts and logic inside items, keeps JSON Logic data and literals', () => {
    const fields = [
      {
        name: 'name',
        label: { text: 'form.name' },
        rules: { required: { text: 'form.required' } },
        count: { fact: 'answers.cart.count' },
        check: { '==': [{ var: 'values.name' }, 'x'] },
        options: [{ value: 'a', label: { logic: { cat: ['n=', { var: 'answers.cart.count' }] } } }],
      },
    ];
    expect(resolveValue(fields, { facts, texts })).toEqual([
      {
        name: 'name',
        label: 'Name',
        rules: { required: 'Enter your name' },
        count: 2,
        check: { '==': [{ var: 'values.name' }, 'x'] },
        options: [{ value: 'a', label: 'n=2' }],
      },
    ]);
  });

  it('flows:check sees unknown text keys inside items and previews texts for the prop schema', () => {
    const vocabulary = { type: 'object', properties: {} };
    const issues = checkValue([{ label: { text: 'form.nope' } }], { vocabulary, texts });
    expect(issues).toHaveLength(1);
    expect(issues[0]?.at).toEqual([0, 'label', 'text']);
    expect(previewNested([{ label: { text: 'form.name' } }], texts)).toEqual({ value: [{ label: 'Name' }] });
    expect(previewNested([{ label: { fact: 'answers.cart.count' } }], texts)).toBeNull();
  });
});

describe('chooseRedirect (redirect tables as facts redirects.<id>)', () => {
  const table: RedirectTable = {
    $schema: '',
    id: 'demo',
    rows: [
      { id: 'accessory', when: { '==': [{ var: 'url.query.type' }, 'accessory'] }, to: '/sales/next/shop.html', examples: [{ facts: {} }] },
      { id: 'withFact', when: true, to: { logic: { cat: ['/x?n=', { var: 'answers.cart.count' }] } }, examples: [{ facts: {} }] },
    ],
  };

  it('gives the first matching row and its resolved target', () => {
    expect(chooseRedirect(table, { facts, texts })).toEqual({ row: 'accessory', to: '/sales/next/shop.html' });
    expect(chooseRedirect(table, { facts: { ...facts, url: { query: {} } }, texts })).toEqual({ row: 'withFact', to: '/x?n=2' });
  });

  it('gives empty row and target when no row holds', () => {
    expect(chooseRedirect({ ...table, rows: [table.rows[0]!] }, { facts: { url: { query: {} } }, texts })).toEqual({ row: '', to: '' });
  });
});
