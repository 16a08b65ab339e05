import { describe, expect, it } from 'vitest';
import { checkArgTypes } from '../../tools/flowcheck/argTypeCheck.ts';
import { settingNamed } from '../../tools/flowcheck/propPreview.ts';

describe('settingNamed', () => {
  it('finds only the settings flows/settings writes, never what every object inherits ("constructor")', () => {
    const settings = { pageSize: 12, empty: null };
    expect(settingNamed('settings.pageSize', settings)).toEqual({ value: 12 });
    expect(settingNamed('settings.empty', settings)).toEqual({ value: null });
    expect(settingNamed('settings.constructor', settings)).toBeUndefined();
    expect(settingNamed('settings.toString', settings)).toBeUndefined();
    expect(settingNamed('pageSize', settings)).toBeUndefined();
  });

  it('an action argument naming an inherited setting is not checked as if it held a function (the fact checks report it)', () => {
    const schema = { type: 'object', properties: { waitMs: { type: 'integer' } } };
    expect(checkArgTypes('wait', { waitMs: { fact: 'settings.constructor' } }, schema, { pageSize: 12 }, {}, ['actions', 0])).toEqual([]);
    expect(checkArgTypes('wait', { waitMs: { fact: 'settings.pageSize' } }, schema, { pageSize: 'twelve' }, {}, ['actions', 0])).toHaveLength(1);
  });
});
