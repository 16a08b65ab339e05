import { describe, expect, it } from 'vitest';
import { forEachPageComponent } from '../../src/engine/pageComponents.ts';

function names(body: Parameters<typeof forEachPageComponent>[0]): string[] {
  const seen: string[] = [];
  forEachPageComponent(body, (name) => seen.push(name));
  return seen;
}

describe('forEachPageComponent', () => {
  it('visits every component of a body in document order, nested and conditional ones included', () => {
    const body = [
      { component: 'Heading', props: { level: 1 } },
      {
        component: 'Section',
        when: { '==': [{ var: 'calls.deviceDetails.status' }, 'ok'] },
        children: [{ component: 'DeviceGrid' }, { component: 'Section', children: [{ component: 'PriceSummary' }] }],
      },
    ];
    expect(names(body)).toEqual(['Heading', 'Section', 'DeviceGrid', 'Section', 'PriceSummary']);
  });

  it('visits nothing in an empty body', () => {
    expect(names([])).toEqual([]);
  });
});
