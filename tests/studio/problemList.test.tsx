// @vitest-environment jsdom
/**
 * The problem list's one-click fix for a misspelt name (studio/README.md "Problems"): offered for a problem whose
 * near miss the draft still holds at its place, it gives the draft with the name meant written there; not offered
 * when the draft no longer holds it, nor for another file's problem.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProblemList } from '../../studio/client/shell/ProblemList.tsx';
import type { StudioProblem } from '../../studio/shared/problem.ts';

const path = 'flows/decisions/device-type.json';
const misspelt: StudioProblem = {
  file: path,
  line: 11,
  column: 11,
  pointer: '/rows/0/when',
  message: 'unknown fact "device.userAgnet": "device" has no "userAgnet". Did you mean "userAgent"?',
  nearMiss: { written: 'device.userAgnet', meant: 'device.userAgent' },
};

describe('ProblemList', () => {
  it('offers the name meant, and gives the draft with it written at the place', async () => {
    const onNameMeant = vi.fn();
    const draft = { rows: [{ id: 'tablet', when: { var: 'device.userAgnet' } }] };
    render(<ProblemList problems={[misspelt]} path={path} onReveal={() => undefined} draft={draft} onNameMeant={onNameMeant} />);
    await userEvent.click(screen.getByRole('button', { name: 'Write “device.userAgent” for “device.userAgnet”' }));
    expect(onNameMeant).toHaveBeenCalledWith(misspelt, { rows: [{ id: 'tablet', when: { var: 'device.userAgent' } }] });
  });

  it('offers nothing when the draft no longer holds the name, or for another file', () => {
    const elsewhere = { ...misspelt, file: 'flows/journeys/shop.json' };
    render(
      <ProblemList
        problems={[misspelt, elsewhere]}
        path={path}
        onReveal={() => undefined}
        draft={{ rows: [{ when: { var: 'device.userAgent' } }] }}
        onNameMeant={() => undefined}
      />,
    );
    expect(screen.getAllByText(/unknown fact "device.userAgnet"/)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Write/ })).toBeNull();
  });
});
