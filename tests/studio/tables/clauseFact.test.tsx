// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { typingListener } from './typingShell.tsx';
import { ErrorCondition, paste } from './conditionHarness.tsx';

/** Component tests drive many events; on a machine shared by many builds they need more than vitest's 5 s. */
const slow = 30_000;

describe('a clause’s fact field', () => {
  it(
    'takes a fact by its spoken name, as the sentences say it, and writes its path',
    async () => {
      const user = userEvent.setup();
      let written: unknown = 'unchanged';
      render(<ErrorCondition initial={false} onValue={(value) => (written = value)} />);
      await user.click(screen.getByRole('button', { name: 'Add a clause' }));
      await paste(user, screen.getByRole('combobox', { name: 'Clause 1: fact' }), 'error id');
      expect(written).toEqual({ '==': [{ var: 'error.id' }, ''] });
      expect(screen.getByRole('combobox', { name: 'Clause 1: fact' })).toHaveValue('error.id');
    },
    slow,
  );

  it(
    'refuses at the field a name that is no fact, with the fact it is near, and writes nothing until one is named',
    async () => {
      const user = userEvent.setup();
      const { holding, report } = typingListener();
      let written: unknown = 'unchanged';
      const rule = { '==': [{ var: 'error.id' }, 'OUT_OF_STOCK'] };
      render(<ErrorCondition initial={rule} onValue={(value) => (written = value)} report={report} />);
      const field = screen.getByRole('combobox', { name: 'Clause 1: fact' });
      await user.clear(field);
      await paste(user, field, 'error idd');
      expect(field).toHaveValue('error idd');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('“error idd” is no fact. Did you mean error.id?');
      expect(written).toBe('unchanged');
      // Words typed and not in the draft: the shell's guard asks before they are lost.
      expect(holding.size).toBe(1);
      await user.keyboard('{Backspace}');
      expect(field).not.toHaveAttribute('aria-invalid');
      expect(holding.size).toBe(0);
      expect(written).toBe('unchanged');
    },
    slow,
  );
});
