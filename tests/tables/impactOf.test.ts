import { describe, expect, it } from 'vitest';
import { emptyFlowSet, type FlowSet } from '../../src/model/flowSet.ts';
import { impactOf } from '../../tools/qa/impactOf.ts';

/** A switch read by table a, which table b reads, which a page reads; an error row reads the switch too. */
function fixtureFlows(): FlowSet {
  const flows = emptyFlowSet();
  const row = (id: string, when: unknown) => ({ id, when, examples: [{ facts: {} }] });
  const fallback = { id: 'otherwise', examples: [{ facts: {} }] };
  flows.switches.FF_X = { description: 'x', default: false } as never;
  flows.decisions.a = { $schema: '', id: 'a', rows: [row('on', { var: 'switches.FF_X' })], default: fallback } as never;
  flows.decisions.b = { $schema: '', id: 'b', rows: [row('fromA', { '==': [{ var: 'decisions.a.row' }, 'on'] })], default: fallback } as never;
  flows.decisions.c = { $schema: '', id: 'c', rows: [row('unrelated', { var: 'user.signedIn' })], default: fallback } as never;
  flows.errorTables.e = { $schema: '', id: 'e', rows: [row('switched', { var: 'switches.FF_X' })], default: { id: 'generic' } } as never;
  flows.journeys.j = {
    id: 'j',
    pages: { p: { route: 'p', body: [{ component: 'Text', when: { var: 'decisions.b.row' } }] }, q: { route: 'q', body: [] } },
  } as never;
  return flows;
}

describe('flows:impact', () => {
  it('follows a switch through decision tables to the pages, and lists the error rows apart', () => {
    const impact = impactOf(fixtureFlows(), 'switch', 'FF_X');
    expect(impact.tables).toEqual(['decision a', 'decision b']);
    expect(impact.pages).toEqual(['j.p (p.html)']);
    expect(impact.errorRows).toEqual(['error table e row switched']);
  });

  it('a table reaches the tables and pages that read its decision', () => {
    const impact = impactOf(fixtureFlows(), 'table', 'a');
    expect(impact.tables).toEqual(['decision b']);
    expect(impact.pages).toEqual(['j.p (p.html)']);
  });

  it('a table the runtime applies to fill a fact (deviceType fills device.type) is read wherever that fact is', () => {
    const flows = fixtureFlows();
    const row = (id: string, when: unknown) => ({ id, when, examples: [{ facts: {} }] });
    const fallback = { id: 'otherwise', examples: [{ facts: {} }] };
    flows.decisions.deviceType = { $schema: '', id: 'deviceType', rows: [row('tablet', { var: 'device.userAgent' })], default: fallback } as never;
    flows.decisions.banner = { $schema: '', id: 'banner', rows: [row('phone', { '==': [{ var: 'device.type' }, 'mobile'] })], default: fallback } as never;
    (flows.journeys.j as unknown as { pages: { q: { body: unknown[] } } }).pages.q.body = [
      { component: 'Text', when: { '==': [{ var: 'device.type' }, 'tablet'] } },
    ];
    const impact = impactOf(flows, 'table', 'deviceType');
    expect(impact.tables).toEqual(['decision banner']);
    expect(impact.pages).toEqual(['j.q (q.html)']);
  });

  it('says by which path the name reaches each page: through which tables, and where in the page (handlers, onEnter, content)', () => {
    const flows = fixtureFlows();
    const page = (flows.journeys.j as unknown as { pages: Record<string, object> }).pages;
    page.q = {
      route: 'q',
      body: [],
      onEnter: [{ set: 'ui.a', to: { var: 'decisions.a.row' } }],
      on: { CONTINUE: [{ when: { var: 'switches.FF_X' }, effects: [{ goto: 'p' }] }] },
    };
    expect(impactOf(flows, 'switch', 'FF_X').routes).toEqual([
      { via: ['decision a', 'decision b'], place: 'content', pages: ['j.p (p.html)'] },
      { via: [], place: 'handlers of CONTINUE', pages: ['j.q (q.html)'] },
      { via: ['decision a'], place: 'onEnter', pages: ['j.q (q.html)'] },
    ]);
    expect(impactOf(flows, 'table', 'a').routes).toEqual([
      { via: ['decision b'], place: 'content', pages: ['j.p (p.html)'] },
      { via: [], place: 'onEnter', pages: ['j.q (q.html)'] },
    ]);
  });
});
