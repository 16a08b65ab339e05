// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCondition, paste } from './conditionHarness.tsx';

/** Component tests drive many events; on a machine shared by many builds they need more than vitest's 5 s. */
const slow = 30_000;

describe('changing a clause’s fact', () => {
  it(
    'keeps the value when the fact now read can hold it, and starts afresh when it cannot',
    async () => {
      const user = userEvent.setup();
      let written: unknown = 'unchanged';
      render(<ErrorCondition initial={{ '==': [{ var: 'error.idd' }, 'OUT_OF_STOCK'] }} onValue={(value) => (written = value)} />);
      const field = screen.getByRole('combobox', { name: 'Clause 1: fact' });
      // The typo fixed: error.idd (no fact) to error.id (a text).
      await user.type(field, '{Backspace}');
      expect(written).toEqual({ '==': [{ var: 'error.id' }, 'OUT_OF_STOCK'] });
      expect(screen.getByRole('textbox', { name: 'Clause 1: value' })).toHaveValue('OUT_OF_STOCK');
      await user.clear(field);
      await paste(user, field, 'error.name');
      expect(written).toEqual({ '==': [{ var: 'error.name' }, 'OUT_OF_STOCK'] });
      // A number cannot hold it.
      await user.clear(field);
      await paste(user, field, 'error.status');
      expect(written).toEqual({ '==': [{ var: 'error.status' }, 0] });
    },
    slow,
  );
});
