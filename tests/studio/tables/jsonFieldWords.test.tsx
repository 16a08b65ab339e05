// @vitest-environment jsdom
/**
 * The studio's plain JSON box (studio/client/tables/JsonField.tsx: a row's Effects, a result value as JSON) said a
 * syntax error in the browser's words ("Expected ',' or '}' after property value in JSON at position 94 (line 1
 * column 95)") while flows:check and the JSON Logic tab say where the object opened and what to add (analyst
 * review). Both now give flows:check's words; an error row's Effects box also names the actions there are.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { JsonField } from '../../../studio/client/tables/JsonField.tsx';
import { ResultEditor } from '../../../studio/client/tables/ResultEditor.tsx';
import type { TableDocument } from '../../../studio/shared/tables/tableTypes.ts';
import { flowTextProblems } from '../../../tools/flowcheck/flowText.ts';

const unclosed = '[{"action": "notify", "args": {"message": {"text": "plumbing.cancelledCase"}, "level": "info"}]';

describe('JsonField', () => {
  it("says text that is not JSON in flows:check's words, and agrees with them", () => {
    const onChange = vi.fn();
    render(<JsonField label="Effects (run in order)" value={[]} onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Effects (run in order)' });
    fireEvent.change(box, { target: { value: unclosed } });
    const said = screen.getByText(/^Not taken yet/);
    // flows:check's own message for the same text (tools/flowcheck/flowText.ts), as the file would get it.
    const check = flowTextProblems('errors/service-errors.json', unclosed).problems[0];
    expect(check?.message).toMatch(/^JSON syntax error: the object opened at line 1 is never closed\. Fix: add its closing \}/);
    expect(said).toHaveTextContent(`Not taken yet (line ${check?.line}, column ${check?.column}): ${check?.message} Until then the field stays as last taken.`);
    expect(said.textContent).not.toMatch(/position|Expected/);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(box, { target: { value: `${unclosed.slice(0, -1)}}]` } });
    expect(onChange).toHaveBeenCalledWith([{ action: 'notify', args: { message: { text: 'plumbing.cancelledCase' }, level: 'info' } }]);
    expect(screen.queryByText(/^Not taken yet/)).toBeNull();
  });

  it("an error row's Effects box names the actions there are", () => {
    const table: TableDocument = { $schema: '../../schemas/error-table.schema.json', id: 'plumbing', rows: [] };
    render(
      <ResultEditor
        kind="error"
        table={table}
        row={{ id: 'known', when: false, effects: [] }}
        onRow={() => undefined}
        problemAt={() => undefined}
        texts={{}}
        pageIds={[]}
        actions={['hideNotification', 'notify']}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Effects (run in order)' })).toHaveAccessibleDescription(/Actions: hideNotification, notify\.$/);
  });
});
