import { describe, expect, it } from 'vitest';
import { itemNamed, itemOfTarget } from '../../studio/client/shell/usesTarget.ts';
import type { NavItem } from '../../studio/shared/api.ts';

const serviceErrors: NavItem = {
  key: 'flows/errors/service-errors.json',
  kind: 'errorTable',
  name: 'serviceErrors',
  file: 'flows/errors/service-errors.json',
  pointer: '',
};
const items: NavItem[] = [{ key: 'group:errorTable', kind: 'errorTable', name: 'Error table', file: '', pointer: '', children: [serviceErrors] }];
const flows = { errorTables: { serviceErrors: { rows: [{ id: 'unauthorized' }, { id: 'cancelledCase' }], default: { id: 'otherServiceError' } } } };

describe('itemNamed ("Where … is used" links)', () => {
  it('an error row opens its table at that row, the table still the item the navigator marks', () => {
    expect(itemNamed(items, 'error table serviceErrors row cancelledCase', flows)).toEqual({ ...serviceErrors, pointer: '/rows/1' });
    expect(itemNamed(items, 'error table serviceErrors row otherServiceError', flows)).toEqual({ ...serviceErrors, pointer: '/default' });
  });

  it('the whole table for "every row" (its name was read with the colon, so it was no link), a row no longer there, or before the flows are known', () => {
    expect(itemNamed(items, 'error table serviceErrors: every row', flows)).toBe(serviceErrors);
    expect(itemNamed(items, 'error table serviceErrors row renamedSince', flows)).toBe(serviceErrors);
    expect(itemNamed(items, 'error table serviceErrors row cancelledCase')).toBe(serviceErrors);
  });
});

describe("itemOfTarget (a page condition's links to what decides it)", () => {
  const landing: NavItem = {
    key: 'flows/decisions/savings-landing.json',
    kind: 'decisionTable',
    name: 'savingsLanding',
    file: 'flows/decisions/savings-landing.json',
    pointer: '',
  };
  const switchesFile = 'flows/switches/sales.json';
  const onSwitch: NavItem = {
    key: `${switchesFile}#/switches/FF_SAVINGS`,
    kind: 'switches',
    name: 'FF_SAVINGS',
    file: switchesFile,
    pointer: '/switches/FF_SAVINGS',
  };
  const tree: NavItem[] = [
    ...items,
    { key: 'group:decisionTable', kind: 'decisionTable', name: 'Decision tables', file: '', pointer: '', children: [landing] },
    { key: switchesFile, kind: 'switches', name: 'sales', file: switchesFile, pointer: '', children: [onSwitch] },
  ];

  it("a table opens whole or at the row's pointer (the table still the item the navigator marks); a switch at its entry", () => {
    expect(itemOfTarget(tree, { kind: 'table', name: 'savingsLanding', pointer: '' })).toBe(landing);
    expect(itemOfTarget(tree, { kind: 'table', name: 'savingsLanding', pointer: '/rows/2' })).toEqual({ ...landing, pointer: '/rows/2' });
    expect(itemOfTarget(tree, { kind: 'table', name: 'serviceErrors', pointer: '/default' })).toEqual({ ...serviceErrors, pointer: '/default' });
    expect(itemOfTarget(tree, { kind: 'switch', name: 'FF_SAVINGS' })).toBe(onSwitch);
  });

  it('a name the navigator does not have (the group heading "sales" is no switch) opens nothing', () => {
    expect(itemOfTarget(tree, { kind: 'table', name: 'Decision tables', pointer: '' })).toBeUndefined();
    expect(itemOfTarget(tree, { kind: 'switch', name: 'sales' })).toBeUndefined();
  });
});
