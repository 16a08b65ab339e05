/** Issue 20 item 3: which facts a view node's own part reads, so the runtime composes it again only when they change. */
import { describe, expect, it } from 'vitest';
import { factsReadByTable, factsReadBy as readsOf } from '../../src/engine/factsReadBy.ts';
import type { RedirectTable, ViewNode } from '../../src/model/flowTypes.ts';

/** The paths as written, dotted. */
const factsReadBy = (node: ViewNode) => readsOf(node)?.map((path) => path.join('.')) ?? null;

const node = (part: Partial<ViewNode>): ViewNode => ({ component: 'Text', ...part });

describe('factsReadBy', () => {
  it('names the vars of `when` and of props at any depth, and {"fact": path}', () => {
    const reads = factsReadBy(
      node({
        when: { and: [{ var: 'user.signedIn' }, { '>': [{ var: ['answers.getCart.itemCount', 0] }, 0] }] },
        props: {
          title: { text: 'cart.title', params: { count: { fact: 'answers.getCart.itemCount' } } },
          tone: { cases: [{ when: { '==': [{ var: 'device.class' }, 'phone'] }, value: 'small' }], else: 'large' },
          links: [{ label: { text: 'a' }, href: { logic: { cat: ['/x/', { var: 'url.query.id' }] } } }],
        },
      }),
    );
    expect(reads).toEqual(expect.arrayContaining(['user.signedIn', 'answers.getCart.itemCount', 'device.class', 'url.query.id']));
    expect(reads).toHaveLength(4);
  });

  it("leaves out a per-item var but keeps the list and reduce's starting value", () => {
    const reads = factsReadBy(
      node({
        when: { some: [{ var: 'cart.items' }, { '==': [{ var: 'sku' }, 'x'] }] },
        props: { total: { logic: { reduce: [{ var: 'answers.lines' }, { '+': [{ var: 'current' }, { var: 'accumulator' }] }, { var: 'settings.base' }] } } },
      }),
    );
    expect(reads).toEqual(['cart.items', 'answers.lines', 'settings.base']);
  });

  it('does not look into children: each child is composed on its own', () => {
    expect(factsReadBy(node({ when: { var: 'a' }, children: [node({ when: { var: 'b' } })] }))).toEqual(['a']);
  });

  it('says it cannot tell (null) for a computed var name or missing / missing_some', () => {
    expect(factsReadBy(node({ when: { var: { cat: ['answers.', { var: 'ui.tab' }] } } }))).toBeNull();
    expect(factsReadBy(node({ when: { '!': { missing: ['user.id'] } } }))).toBeNull();
    expect(factsReadBy(node({ props: { empty: { logic: { missing_some: [1, ['a', 'b']] } } } }))).toBeNull();
  });

  it('reads the whole facts for an empty var name', () => {
    expect(factsReadBy(node({ when: { var: '' } }))).toEqual(['']);
  });
});

describe('factsReadByTable', () => {
  it("names what a redirect table's rows and targets read, not its examples (docs/performance.md, session 28)", () => {
    const table: RedirectTable = {
      $schema: '../../schemas/redirect-table.schema.json',
      id: 'probe',
      rows: [
        { id: 'fixed', when: { var: 'user.signedIn' }, to: '/a', examples: [{ facts: { user: { signedIn: true } } }] },
        {
          id: 'answer',
          when: { '==': [{ var: 'calls.getCart.status' }, 'done'] },
          to: { fact: 'answers.getCart.goToUrl' },
          examples: [{ facts: { ui: { var: 'examples.only' } } }],
        },
      ],
    };
    expect(factsReadByTable(table)?.map((path) => path.join('.'))).toEqual(['user.signedIn', 'calls.getCart.status', 'answers.getCart.goToUrl']);
  });

  it('names what both a `to` and a `result` read when a row carries both (an unchecked draft): neither hides the other', () => {
    const draft = {
      id: 'draft',
      rows: [{ id: 'both', when: true, to: { var: 'user.signedIn' }, result: { var: 'device.type' } }],
    } as unknown as RedirectTable;
    expect(factsReadByTable(draft)?.map((path) => path.join('.'))).toEqual(['user.signedIn', 'device.type']);
  });
});
