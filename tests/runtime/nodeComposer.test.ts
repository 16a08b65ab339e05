/**
 * Issue 20 item 3: the page is composed node by node only where the facts a
 * node reads changed, and always comes out as the pure renderNodes composes it.
 */
import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { renderNodes } from '../../src/engine/renderPage.ts';
import type { ViewNode } from '../../src/model/flowTypes.ts';
import { NodeComposer } from '../../src/runtime/stores/NodeComposer.ts';

const texts = { 'cart.count': '{count} in your cart', hello: 'Hello' };

const body: ViewNode[] = [
  { component: 'Heading', props: { text: { text: 'hello' } } },
  { component: 'Text', when: { var: 'user.signedIn' }, props: { text: { fact: 'user.name' } } },
  {
    component: 'Section',
    props: { tone: { cases: [{ when: { '>': [{ var: 'cart.count' }, 0] }, value: 'busy' }], else: 'calm' } },
    children: [
      { component: 'Text', props: { text: { text: 'cart.count', params: { count: { fact: 'cart.count' } } } } },
      { component: 'Text', testId: 'device', props: { text: { logic: { cat: ['a ', { var: 'device.class' }] } } } },
    ],
  },
];

const facts = (over: Record<string, unknown> = {}) => ({ user: { signedIn: false, name: 'Ann' }, cart: { count: 0 }, device: { class: 'phone' }, ...over });

describe('NodeComposer', () => {
  it('composes what renderNodes composes, step after step', () => {
    const composer = new NodeComposer();
    const steps = [
      facts(),
      facts({ user: { signedIn: true, name: 'Ann' } }),
      facts({ user: { signedIn: true, name: 'Bo' }, cart: { count: 2 } }),
      facts({ user: { signedIn: false, name: 'Bo' }, device: { class: 'tablet' } }),
      facts({ cart: { count: 0 } }),
    ];
    for (const step of steps) expect(composer.compose(body, { facts: step, texts })).toEqual(renderNodes(body, { facts: step, texts }));
  });

  it('keeps the objects of nodes whose facts did not change, and the list when nothing changed', () => {
    const composer = new NodeComposer();
    const first = composer.compose(body, { facts: facts(), texts });
    const same = composer.compose(body, { facts: facts(), texts });
    expect(same).toBe(first);
    const counted = composer.compose(body, { facts: facts({ cart: { count: 3 } }), texts });
    expect(counted).not.toBe(first);
    expect(counted[0]).toBe(first[0]);
    const [section, firstSection] = [counted[1], first[1]];
    expect(section).not.toBe(firstSection);
    expect(section?.props.tone).toBe('busy');
    expect(section?.children[0]?.props.text).toBe('3 in your cart');
    expect(section?.children[1]).toBe(firstSection?.children[1]);
  });

  it('does not resolve a node again when the facts it reads are the same objects', () => {
    let nameReads = 0;
    const withCountedName = (count: number) => ({
      ...facts({
        user: {
          signedIn: true,
          get name() {
            nameReads += 1;
            return 'Ann';
          },
        },
      }),
      cart: { count },
    });
    const composer = new NodeComposer();
    const user = withCountedName(0).user;
    composer.compose(body, { facts: { ...withCountedName(0), user }, texts });
    const afterFirst = nameReads;
    composer.compose(body, { facts: { ...withCountedName(1), user }, texts });
    // Once to see that user.name is the same; resolving the prop would read it again.
    expect(nameReads - afterFirst).toBe(1);
  });

  it('composes again a node whose reads it cannot name (a computed var name)', () => {
    const dynamic: ViewNode[] = [{ component: 'Text', props: { text: { logic: { var: { cat: ['labels.', { var: 'ui.tab' }] } } } } }];
    const composer = new NodeComposer();
    const labels = { a: 'First', b: 'Second' };
    expect(composer.compose(dynamic, { facts: { labels, ui: { tab: 'a' } }, texts })[0]?.props.text).toBe('First');
    expect(composer.compose(dynamic, { facts: { labels, ui: { tab: 'b' } }, texts })[0]?.props.text).toBe('Second');
  });

  it('composes again a node that reads an observable value, which can change in place', () => {
    const list = observable.array(['a']);
    const reading: ViewNode[] = [{ component: 'Text', props: { text: { logic: { in: ['b', { var: 'throttle.list' }] } } } }];
    const composer = new NodeComposer();
    expect(composer.compose(reading, { facts: { throttle: { list } }, texts })[0]?.props.text).toBe(false);
    runInAction(() => list.push('b'));
    expect(composer.compose(reading, { facts: { throttle: { list } }, texts })[0]?.props.text).toBe(true);
  });

  it('composes again when the texts change (another language) or the page does', () => {
    const composer = new NodeComposer();
    const first = composer.compose(body, { facts: facts(), texts });
    const spanish = { ...texts, hello: 'Hola' };
    expect(composer.compose(body, { facts: facts(), texts: spanish })[0]?.props.text).toBe('Hola');
    const other: ViewNode[] = [{ component: 'Heading', props: { text: { text: 'hello' } } }];
    const otherPage = composer.compose(other, { facts: facts(), texts });
    expect(otherPage).toEqual(renderNodes(other, { facts: facts(), texts }));
    // The same heading at the same place on the next page is the same object for the view.
    expect(otherPage[0]).toEqual(first[0]);
  });

  it("keeps the layout's node after the page as the same object when the next page has more nodes", () => {
    const composer = new NodeComposer();
    const footer: ViewNode = { component: 'SiteFooter', props: { text: { text: 'hello' } } };
    const nav: ViewNode = { component: 'SiteNav' };
    const first = composer.compose([nav, { component: 'Heading' }, footer], { facts: facts(), texts }, { from: 1, count: 1 });
    const next = composer.compose([nav, { component: 'Heading' }, { component: 'Form' }, footer], { facts: facts(), texts }, { from: 1, count: 2 });
    expect(next.at(-1)?.key).toBe('a0');
    expect(next.at(-1)).toBe(first.at(-1));
    expect(next[0]).toBe(first[0]);
  });
});
