/**
 * Issue 20 item 3: render keys. A layout's node keeps its key on every page
 * of the layout, whatever the number of the page's own nodes, so React and
 * the NodeComposer keep it instead of building it again.
 */
import { describe, expect, it } from 'vitest';
import { renderNodes } from '../../src/engine/renderPage.ts';
import { bodyKey } from '../../src/engine/renderKeys.ts';
import type { ViewNode } from '../../src/model/flowTypes.ts';

const node = (component: string, children?: ViewNode[]): ViewNode => (children ? { component, children } : { component });
const context = { facts: {}, texts: {} } as never;

describe('bodyKey', () => {
  it('keys the nodes before the page by place, the page own from p0 and the layout after it from a0', () => {
    const pageNodes = { from: 2, count: 3 };
    expect([0, 1, 2, 3, 4, 5, 6].map((index) => bodyKey(index, pageNodes))).toEqual(['0', '1', 'p0', 'p1', 'p2', 'a0', 'a1']);
  });

  it('keys by place without pageNodes (no layout, or a body built by hand)', () => {
    expect([0, 1, 2].map((index) => bodyKey(index, undefined))).toEqual(['0', '1', '2']);
  });
});

describe('renderNodes keys', () => {
  it('gives the footer the same key under pages of different lengths, and children their parent key', () => {
    const short = [node('SiteNav'), node('Heading'), node('SiteFooter', [node('TextLink')])];
    const long = [node('SiteNav'), node('Heading'), node('Paragraph'), node('Form'), node('SiteFooter', [node('TextLink')])];
    const keys = (body: ViewNode[], count: number) => {
      const rendered = renderNodes(body, context, '', { from: 1, count });
      return rendered.map((one) => [one.key, one.component, one.children.map((child) => child.key)]);
    };
    expect(keys(short, 1)).toEqual([
      ['0', 'SiteNav', []],
      ['p0', 'Heading', []],
      ['a0', 'SiteFooter', ['a0.0']],
    ]);
    expect(keys(long, 3).at(-1)).toEqual(['a0', 'SiteFooter', ['a0.0']]);
  });
});
