// @vitest-environment jsdom
/**
 * A field's draft and the saved value (studio/client/editors/fields/useDraft.ts): a value that changes from outside
 * (undo, the re-read after a save) replaces the field's words only when the analyst has not typed since; words typed
 * while a save's re-read was on its way are kept, not put back to the saved text.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '../../../studio/client/editors/fields/TextField.tsx';

describe('TextField draft', () => {
  it('follows a value changed from outside when the analyst has not typed (undo)', () => {
    const { rerender } = render(<TextField label="Heading" value="Shop" onCommit={vi.fn()} />);
    rerender(<TextField label="Heading" value="Shop phones" onCommit={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Heading' })).toHaveValue('Shop phones');
  });

  it('keeps words typed after a commit when the re-read of the save arrives, and commits them on leaving', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    const { rerender } = render(<TextField label="Heading" value="Shop" onCommit={onCommit} />);
    const field = screen.getByRole('textbox', { name: 'Heading' });
    await user.clear(field);
    await user.type(field, 'Shop now{Enter}');
    expect(onCommit).toHaveBeenLastCalledWith('Shop now');
    // The analyst goes on typing before the saved text comes back from disk.
    await user.type(field, ' today');
    rerender(<TextField label="Heading" value="Shop now" onCommit={onCommit} />);
    expect(field).toHaveValue('Shop now today');
    await user.tab();
    expect(onCommit).toHaveBeenLastCalledWith('Shop now today');
  });
});
