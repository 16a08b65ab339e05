import type { AnalysisContext } from '../../tools/tables/analyseTable.ts';
import type { AnalysedRow, FirstMatchTable } from '../../tools/tables/firstMatchTables.ts';

/** A small vocabulary with known domains: device.type has three values, signedIn two, appVersion and name are open. */
export const fixtureContext: AnalysisContext = {
  blank: { device: { type: 'desktop', appVersion: 0 }, user: { signedIn: false, name: 'Ann' }, lists: { small: ['mobile', 'tablet'] } },
  vocabulary: {
    type: 'object',
    properties: {
      device: { type: 'object', properties: { type: { enum: ['mobile', 'tablet', 'desktop'] }, appVersion: { type: 'number' } } },
      user: { type: 'object', properties: { signedIn: { type: 'boolean' }, name: { type: 'string' } } },
      lists: { type: 'object', properties: { small: { type: 'array' } } },
    },
  },
  constants: (path) => (path === 'lists.small' ? ['mobile', 'tablet'] : undefined),
};

export function fixtureTable(rows: AnalysedRow[], complete = false): FirstMatchTable {
  return { kind: 'decision', name: 'decision fixture', id: 'fixture', rows, fallback: 'otherwise', complete, rowAt: (index) => ['rows', index] };
}

export const isMobile = { '==': [{ var: 'device.type' }, 'mobile'] };
export const signedIn = { var: 'user.signedIn' };
