// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineLazyComponent } from '../../src/registry/defineLazyComponent.ts';

/** A lazy Alert whose `load` counts its calls and fails while `failing` says so. */
function countedAlert(failing: () => boolean = () => false) {
  const counted = { loads: 0 };
  const definition = defineLazyComponent<{ text: string }>({
    name: 'Alert',
    description: 'lazy, counted',
    propsSchema: {},
    load: () => {
      counted.loads += 1;
      if (failing()) return Promise.reject(new Error('chunk lost'));
      return Promise.resolve({ default: ({ text }: { text: string }) => <p role="alert">{text}</p> });
    },
  });
  return { definition, counted };
}

// docs/performance.md "Transitions (session 40)": PageView preloads a page's lazy components at every page entry
// (tests/components/pageView.test.tsx: coming back to a page asks for no code).
describe('a lazy component loads its code once', () => {
  it('asks for its code no more once it has arrived: not at the next preloads, not at the render', async () => {
    const { definition, counted } = countedAlert();
    await definition.preload?.();
    await Promise.all([definition.preload?.(), definition.preload?.()]);
    expect(counted.loads).toBe(1);
    const Alert = definition.component as (props: { text: string }) => React.ReactNode;
    render(<Alert text="shown" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('shown');
    expect(counted.loads).toBe(1);
  });

  it('asks again after a load that failed (spec 8: a lost chunk is tried again)', async () => {
    let failing = true;
    const { definition, counted } = countedAlert(() => failing);
    await expect(definition.preload?.()).rejects.toThrow('chunk lost');
    failing = false;
    await definition.preload?.();
    await definition.preload?.();
    expect(counted.loads).toBe(2);
  });
});
