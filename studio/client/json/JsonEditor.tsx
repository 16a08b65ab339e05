import { autocompletion, type CompletionSource } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, foldGutter, indentOnInput } from '@codemirror/language';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { flowTextProblems } from '../../../tools/flowcheck/flowText.ts';
import type { StudioProblem } from '../../shared/problem.ts';
import { pointerRange } from './pointerOffsets.ts';

export interface JsonEditorProps {
  /** The JSON text shown; a change from outside (undo, a load) replaces the editor's text. */
  value: string;
  onChange: (text: string) => void;
  /** Problems located by JSON pointer inside this text: marked in the text and the gutter. */
  problems?: readonly StudioProblem[];
  /** Completions (e.g. tools from the file's JSON Schema, json/schemaCompletion.ts). */
  completion?: CompletionSource;
  /** The accessible name of the text box ("JSON of flows/lists/card.json"). */
  label: string;
  /** Scroll to and select this pointer's value when it changes. */
  reveal?: string;
  /** Counts the requests to show `reveal`: the same place asked again is selected again. */
  revealRequest?: number;
  readOnly?: boolean;
}

/**
 * The server's problems as CodeMirror diagnostics, placed by pointer; before them, what is wrong with the text itself
 * (a JSON syntax error, a key written twice), in flows:check's words and at the place it names (tools/flowcheck/flowText.ts).
 */
function diagnostics(problems: readonly StudioProblem[]) {
  return (view: EditorView): Diagnostic[] => {
    const text = view.state.doc.toString();
    const syntax = flowTextProblems('', text).problems;
    if (syntax.length > 0)
      return syntax.map((problem) => ({
        from: problem.offset,
        to: Math.min(problem.offset + 1, text.length),
        severity: 'error' as const,
        message: problem.message,
      }));
    return problems.map((problem) => ({ ...pointerRange(text, problem.pointer), severity: 'error' as const, message: problem.message }));
  };
}

/**
 * A JSON text editor (CodeMirror 6: JSON syntax, folding, brackets, its own
 * text history) with the flow checks' problems shown in place. Exported for
 * every editor that needs raw JSON (the table editor's JSON Logic tab reuses it).
 */
export function JsonEditor({ value, onChange, problems = [], completion, label, reveal, revealRequest, readOnly = false }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  const problemsRef = useRef(problems);
  // Problems change with every check: the lint source lives in a compartment and is swapped.
  const lint = useRef(new Compartment());
  useEffect(() => {
    onChangeRef.current = onChange;
    problemsRef.current = problems;
  }, [onChange, problems]);

  useEffect(() => {
    const state = EditorState.create({
      doc: value,
      extensions: [
        lineNumbers(),
        foldGutter(),
        history(),
        indentOnInput(),
        bracketMatching(),
        highlightActiveLine(),
        json(),
        lintGutter(),
        lint.current.of(linter(diagnostics(problemsRef.current), { delay: 0 })),
        keymap.of([...defaultKeymap, ...historyKeymap]),
        EditorState.readOnly.of(readOnly),
        EditorView.contentAttributes.of({ 'aria-label': label }),
        EditorView.lineWrapping,
        ...(completion ? [autocompletion({ override: [completion] })] : []),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChangeRef.current(update.state.doc.toString());
        }),
      ],
    });
    view.current = new EditorView({ state, parent: host.current as HTMLDivElement });
    return () => view.current?.destroy();
    // The editor is made once per label/mode; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [label, readOnly, completion]);

  // A value from outside (undo in the shell, a reload): replace the text, keeping the cursor where it can be.
  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === value) return;
    const head = Math.min(editor.state.selection.main.head, value.length);
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value }, selection: { anchor: head } });
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: lint.current.reconfigure(linter(diagnostics(problems), { delay: 0 })) });
  }, [problems]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || !reveal) return;
    const { from, to } = pointerRange(editor.state.doc.toString(), reveal);
    editor.dispatch({ selection: { anchor: from, head: to }, scrollIntoView: true });
    // Asked for a place (a navigator entry, a problem's link): the analyst goes on typing there.
    editor.focus();
  }, [reveal, revealRequest]);

  return <div className="json-editor" ref={host} />;
}
