/**
 * Spec 2.4: the query parameters lists.analyticsQueryParams names travel with
 * the page view. Pure: facts in, record out, no DOM and no runtime.
 */
import { describe, expect, it } from 'vitest';
import { MissingFlowKeyError } from '../../src/model/codeKeys.ts';
import { pageViewData, pageViewQuery } from '../../src/engine/pageViewData.ts';
import { checkFlows } from '../../tools/flowcheck/checkFlows.ts';
import { repoPath } from '../../tools/repoPath.ts';

const analytics = { pageName: 'cart', flow: 'shop', intent: 'upgrade' };
const tagged = ['intcmp', 'entrypoint', 'fromSource'];

function context(query: Record<string, string>, lists: Record<string, unknown> = { analyticsQueryParams: tagged }) {
  return { facts: { url: { query }, lists }, texts: {} };
}

describe('pageViewQuery (spec 2.4)', () => {
  it('carries the listed parameters the address has, by their own names', () => {
    const query = pageViewQuery(context({ intcmp: 'hp-hero', entrypoint: 'homepage', fromSource: 'mva' }));
    expect(query).toEqual({ intcmp: 'hp-hero', entrypoint: 'homepage', fromSource: 'mva' });
  });

  it('leaves out parameters the list does not name, and listed ones that are absent or empty', () => {
    expect(pageViewQuery(context({ intcmp: 'hp-hero', entrypoint: '', cjevent: 'affiliate-1', showBackButton: 'true' }))).toEqual({ intcmp: 'hp-hero' });
  });

  it('is exact about names: OID-style case variants are other parameters', () => {
    expect(pageViewQuery(context({ INTCMP: 'hp-hero', EntryPoint: 'homepage' }))).toEqual({});
  });

  it('follows the analyst: a name added to the list is tagged', () => {
    expect(pageViewQuery(context({ domain: 'example.com' }, { analyticsQueryParams: [...tagged, 'domain'] }))).toEqual({ domain: 'example.com' });
  });

  it('refuses a flow set without the list (or with a single name in its place) instead of tagging nothing', () => {
    expect(() => pageViewQuery(context({ intcmp: 'x' }, {}))).toThrow(MissingFlowKeyError);
    expect(() => pageViewQuery(context({ intcmp: 'x' }, { analyticsQueryParams: 'intcmp' }))).toThrow(/list "analyticsQueryParams" is missing/);
  });
});

describe('pageViewData with the query (spec 2.4, 9)', () => {
  it('adds query only when the address has a tagged parameter', () => {
    expect(pageViewData(analytics, context({ intcmp: 'hp-hero', entrypoint: 'homepage' }))).toEqual({
      pageName: 'cart',
      flow: 'shop',
      intent: 'upgrade',
      query: { intcmp: 'hp-hero', entrypoint: 'homepage' },
    });
    expect(pageViewData(analytics, context({ scenario: 'chat-none' }))).toEqual({ pageName: 'cart', flow: 'shop', intent: 'upgrade' });
  });

  it("with the shipped flows' list: intcmp, entrypoint, srcCode, fromSource, iconicTestIntent and isViewed travel", async () => {
    const { flows } = await checkFlows([repoPath('flows/lists')]);
    const query = {
      intcmp: 'c1',
      entrypoint: 'e1',
      srcCode: 's1',
      fromSource: 'f1',
      iconicTestIntent: 'i1',
      isViewed: 'true',
      showBackButton: 'true',
      domain: 'd',
    };
    expect(pageViewQuery({ facts: { url: { query }, lists: flows.lists }, texts: {} })).toEqual({
      intcmp: 'c1',
      entrypoint: 'e1',
      srcCode: 's1',
      fromSource: 'f1',
      iconicTestIntent: 'i1',
      isViewed: 'true',
    });
  });
});
