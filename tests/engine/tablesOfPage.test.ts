import { describe, expect, it } from 'vitest';
import { tablesOfPage } from '../../src/engine/why/tablesOfPage.ts';
import type { DecisionTable } from '../../src/model/flowTypes.ts';

function table(id: string, when: unknown): DecisionTable {
  return {
    id,
    description: '',
    rows: [{ id: 'row', when, result: {}, examples: [] }],
    default: { id: 'otherwise', result: {}, examples: [] },
  } as unknown as DecisionTable;
}

/** Issue 11 item 3: the tables the debug panel explains for a page. */
describe('tablesOfPage', () => {
  const decisions = {
    landing: table('landing', { '==': [{ var: 'decisions.channel.id' }, 'x'] }),
    channel: table('channel', { var: 'device.type' }),
    unused: table('unused', true),
  };

  it('finds the tables a page reads and, to a fixed point, the tables those read', () => {
    const page = { body: [{ component: 'Section', when: { '==': [{ var: 'decisions.landing.view' }, 'a'] } }] };
    expect(tablesOfPage(page, decisions).map((found) => found.id)).toEqual(['landing', 'channel']);
  });

  it('skips names that are no table and reads nothing for a page without decisions', () => {
    expect(tablesOfPage({ body: [{ when: { var: 'decisions.gone.view' } }] }, decisions)).toEqual([]);
    expect(tablesOfPage({ body: [] }, decisions)).toEqual([]);
  });
});
