// @vitest-environment jsdom
/**
 * The JSON Logic tab of a row's condition (studio/client/tables/LogicJsonEditor.tsx). Text that does not parse
 * is in no draft: the analyst is told so in words, and the shell counts it as unsaved typing (the toolbar said
 * "Saved" over it, and another file opened without asking, losing it).
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConditionEditor } from '../../../studio/client/tables/ConditionEditor.tsx';
import { LogicJsonEditor } from '../../../studio/client/tables/LogicJsonEditor.tsx';
import { logicCompletion } from '../../../studio/client/tables/logicCompletion.ts';
import { UnsavedTyping } from '../../../studio/client/unsavedTyping.ts';

// CodeMirror needs layout jsdom has not: the studio's code editor as a plain text box with the same contract
// (value in, each change's text out), so what is tested is LogicJsonEditor's handling of the text.
vi.mock('../../../studio/client/json/JsonEditor.tsx', () => ({
  JsonEditor: ({ label, value, onChange }: { label: string; value: string; onChange: (text: string) => void }) => (
    <textarea aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

describe('LogicJsonEditor', () => {
  it('text that does not parse is said in words, held as unsaved typing, and kept out of the draft until it parses', () => {
    const holding = new Set<string>();
    const report = (field: string, unsaved: boolean): void => void (unsaved ? holding.add(field) : holding.delete(field));
    const onChange = vi.fn();
    render(
      <UnsavedTyping value={report}>
        <LogicJsonEditor label="Condition (JSON Logic)" value={{ var: 'user.signedIn' }} onChange={onChange} completion={logicCompletion([], [])} />
      </UnsavedTyping>,
    );
    const editor = screen.getByRole('textbox', { name: 'Condition (JSON Logic)' });
    expect(screen.queryByText(/^Not taken yet/)).toBeNull();

    fireEvent.change(editor, { target: { value: '{"var": "user.prospect"' } });
    expect(screen.getByText(/^Not taken yet/)).toHaveTextContent(
      'Not taken yet (line 1, column 1): JSON syntax error: the object opened at line 1 is never closed. Fix: add its closing }',
    );
    expect(screen.getByText(/^Not taken yet/)).toHaveTextContent('Until then the condition stays as last taken.');
    expect(holding.size).toBe(1);
    expect(onChange).not.toHaveBeenCalled();

    // A key written twice parses, but JSON keeps only the last: held too, in flows:check's words.
    fireEvent.change(editor, { target: { value: '{"var": "user.guest", "var": "user.prospect"}' } });
    expect(screen.getByText(/^Not taken yet/)).toHaveTextContent('"var" is written twice in the same object');
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(editor, { target: { value: '{"var": "user.prospect"}' } });
    expect(onChange).toHaveBeenCalledWith({ var: 'user.prospect' });
    expect(screen.queryByText(/^Not taken yet/)).toBeNull();
    expect(holding.size).toBe(0);
  });

  describe('in the condition editor', () => {
    afterEach(() => vi.restoreAllMocks());

    it('the Builder tab asks before it takes away JSON Logic that does not parse; "no" keeps the tab and the text', async () => {
      const user = userEvent.setup();
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
      const holding = new Set<string>();
      const report = (field: string, unsaved: boolean): void => void (unsaved ? holding.add(field) : holding.delete(field));
      render(
        <UnsavedTyping value={report}>
          <ConditionEditor
            value={{ '==': [{ var: 'device.type' }, 'mobile'] }}
            onChange={() => undefined}
            vocabulary={{}}
            facts={[]}
            jsonEditor={(props) => <LogicJsonEditor {...props} completion={logicCompletion([], [])} />}
          />
        </UnsavedTyping>,
      );
      await user.click(screen.getByRole('tab', { name: 'JSON Logic' }));
      // Nothing typed: no question.
      await user.click(screen.getByRole('tab', { name: 'Builder' }));
      expect(confirm).not.toHaveBeenCalled();
      await user.click(screen.getByRole('tab', { name: 'JSON Logic' }));
      fireEvent.change(screen.getByRole('textbox', { name: 'Condition (JSON Logic)' }), { target: { value: '{"var": "user.prospect"' } });
      expect(holding.size).toBe(1);
      await user.click(screen.getByRole('tab', { name: 'Builder' }));
      expect(confirm).toHaveBeenCalledTimes(1);
      expect(confirm.mock.calls[0]?.[0]).toContain('Show the Builder tab');
      expect(screen.getByRole('tab', { name: 'JSON Logic' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('textbox', { name: 'Condition (JSON Logic)' })).toHaveValue('{"var": "user.prospect"');
      confirm.mockReturnValue(true);
      await user.click(screen.getByRole('tab', { name: 'Builder' }));
      expect(screen.getByRole('tab', { name: 'Builder' })).toHaveAttribute('aria-selected', 'true');
      expect(holding.size).toBe(0);
    });
  });
});
