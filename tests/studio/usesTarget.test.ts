import { describe, expect, it } from 'vitest';
import { itemNamed } from '../../studio/client/shell/usesTarget.ts';
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
