// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { typingListener } from './typingShell.tsx';
import { ErrorCondition, paste } from './conditionHarness.tsx';

/** Component tests drive many events; on a machine shared by many builds they need more than vitest's 5 s. */
const slow = 30_000;

describe('a clause’s value of a number fact', () => {
  it(
    'keeps words that are no number, says so at the field and leaves the draft until a number is typed',
    async () => {
      const user = userEvent.setup();
      const { holding, report } = typingListener();
      let written: unknown = 'unchanged';
      render(<ErrorCondition initial={{ '==': [{ var: 'error.status' }, 404] }} onValue={(value) => (written = value)} report={report} />);
      const field = screen.getByRole('textbox', { name: 'Clause 1: value' });
      await user.clear(field);
      await paste(user, field, 'abc');
      expect(field).toHaveValue('abc');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('error status is a number; “abc” is not one.');
      expect(written).toBe('unchanged');
      // Typed and not in the draft: the shell's guard counts them.
      expect(holding.size).toBe(1);
      await user.clear(field);
      await paste(user, field, '50');
      await user.keyboard('3.');
      // "503." is 503 while the analyst goes on typing: the field keeps the dot.
      expect(field).toHaveValue('503.');
      expect(field).not.toHaveAttribute('aria-invalid');
      expect(written).toEqual({ '==': [{ var: 'error.status' }, 503] });
      expect(holding.size).toBe(0);
    },
    slow,
  );

  it(
    '"is one of" keeps an entry that is no number, says so at the field and leaves the list until it is mended',
    async () => {
      const user = userEvent.setup();
      const { holding, report } = typingListener();
      let written: unknown = 'unchanged';
      render(<ErrorCondition initial={{ in: [{ var: 'error.status' }, [500, 503]] }} onValue={(value) => (written = value)} report={report} />);
      const field = screen.getByRole('textbox', { name: 'Clause 1: value' });
      expect(field).toHaveValue('500, 503');
      await user.clear(field);
      expect(written).toEqual({ in: [{ var: 'error.status' }, []] });
      await paste(user, field, '500, abc');
      expect(field).toHaveValue('500, abc');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(
        "error status is a number; “abc” is not one. Write numbers separated by commas, e.g. 500, 503, or a list's name (lists.name).",
      );
      // Before: the list became [500, "abc"], a text error status never equals.
      expect(written).toEqual({ in: [{ var: 'error.status' }, []] });
      expect(holding.size).toBe(1);
      await user.clear(field);
      await paste(user, field, '500, ');
      // A comma at the end waits for the next number.
      expect(field).not.toHaveAttribute('aria-invalid');
      await user.keyboard('504');
      expect(field).toHaveValue('500, 504');
      expect(written).toEqual({ in: [{ var: 'error.status' }, [500, 504]] });
      expect(holding.size).toBe(0);
    },
    slow,
  );

  it(
    'refuses "1e3" and "0x1F" as a value or an "is one of" entry: JavaScript reads them as numbers, no analyst writes one so',
    async () => {
      const user = userEvent.setup();
      let written: unknown = 'unchanged';
      const { unmount } = render(<ErrorCondition initial={{ '==': [{ var: 'error.status' }, 404] }} onValue={(value) => (written = value)} />);
      const single = screen.getByRole('textbox', { name: 'Clause 1: value' });
      for (const words of ['1e3', '0x1F']) {
        await user.clear(single);
        await paste(user, single, words);
        expect(single).toHaveAttribute('aria-invalid', 'true');
        expect(single).toHaveAccessibleDescription(`error status is a number; “${words}” is not one.`);
      }
      // Before: "error status is 1000", then 31. The clear alone wrote nothing either: "" is no number.
      expect(written).toBe('unchanged');
      unmount();
      render(<ErrorCondition initial={{ in: [{ var: 'error.status' }, [500, 503]] }} onValue={(value) => (written = value)} />);
      const list = screen.getByRole('textbox', { name: 'Clause 1: value' });
      await user.clear(list);
      await paste(user, list, '500, 5e2');
      expect(list).toHaveAttribute('aria-invalid', 'true');
      expect(list).toHaveAccessibleDescription(
        "error status is a number; “5e2” is not one. Write numbers separated by commas, e.g. 500, 503, or a list's name (lists.name).",
      );
      // Before: [500, 500].
      expect(written).toEqual({ in: [{ var: 'error.status' }, []] });
    },
    slow,
  );
});
