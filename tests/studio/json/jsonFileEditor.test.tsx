// @vitest-environment jsdom
/**
 * The JSON tab (studio/client/json/JsonFileEditor.tsx) says why typed text is not a draft in flows:check's words
 * (tools/flowcheck/flowText.ts): text after the file's closing brace is said as such, where it is, with the
 * brace's line to remove it after (issue 21 item 4), instead of "a character that JSON does not allow here".
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { JsonFileEditor } from '../../../studio/client/json/JsonFileEditor.tsx';
import type { ContextAnswer } from '../../../studio/shared/api.ts';

// CodeMirror needs layout jsdom has not: the code editor as a plain text box with the same contract.
vi.mock('../../../studio/client/json/JsonEditor.tsx', () => ({
  JsonEditor: ({ label, value, onChange }: { label: string; value: string; onChange: (text: string) => void }) => (
    <textarea aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

const context: ContextAnswer = { flows: {}, translationFiles: {}, factsSchema: {}, answerSchemas: {}, manifest: {}, kindSchemas: {}, defs: {} };

describe('JsonFileEditor', () => {
  it('text typed after the closing brace is said in words at its line and column, and held out of the draft', () => {
    const onChange = vi.fn();
    const onHeld = vi.fn();
    const path = 'flows/lists/x.json';
    render(
      <JsonFileEditor
        path={path}
        kind="lists"
        draft={{ lists: {} }}
        onChange={onChange}
        onHeld={onHeld}
        problems={[]}
        companions={[]}
        focus=""
        focusRequest={0}
        context={context}
      />,
    );
    const editor = screen.getByRole('textbox', { name: `JSON of ${path}` });
    fireEvent.change(editor, { target: { value: '{\n  "lists": {}\n} x\n' } });
    const said = document.querySelector('.json-held');
    expect(said).toHaveTextContent(
      'Line 3, column 3: JSON syntax error: the text "x" follows the closing } at line 3, column 1, which ends the JSON. Fix: remove what follows the closing brace at line 3 (the JSON is one object: what belongs in it goes inside its braces). Until it is fixed',
    );
    expect(onHeld).toHaveBeenLastCalledWith(true);
    // A second object pasted after the first: named as such.
    fireEvent.change(editor, { target: { value: '{\n  "lists": {}\n}\n{\n  "lists": {}\n}\n' } });
    expect(said).toHaveTextContent('Line 4, column 1: JSON syntax error: a second object follows the closing } at line 3, column 1');
    fireEvent.change(editor, { target: { value: '{\n  "lists": { "a": { "items": [] } }\n}\n' } });
    expect(said).toHaveTextContent(/^$/);
    expect(onHeld).toHaveBeenLastCalledWith(false);
    expect(onChange).toHaveBeenCalledWith({ lists: { a: { items: [] } } });
  });
});
