import { describe, expect, it } from 'vitest';
import { pageComponents } from '../../src/engine/pageComponents.ts';

describe('pageComponents', () => {
  it('names every component of a body once, nested and conditional ones included', () => {
    const body = [
      { component: 'Heading', props: { level: 1 } },
      {
        component: 'Section',
        when: { '==': [{ var: 'calls.deviceDetails.status' }, 'ok'] },
        children: [{ component: 'DeviceGrid' }, { component: 'Section', children: [{ component: 'Heading' }, { component: 'PriceSummary' }] }],
      },
    ];
    expect([...pageComponents(body)]).toEqual(['Heading', 'Section', 'DeviceGrid', 'PriceSummary']);
  });

  it('names nothing for an empty body', () => {
    expect(pageComponents([]).size).toBe(0);
  });
});
