import { useCallback, useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';
import type { FileAnswer, NavItem, SaveAnswer } from '../../shared/api.ts';
import { kindLabels } from '../../shared/itemKinds.ts';
import { pointerOf, segmentsOf } from '../../../tools/flowcheck/problem.ts';
import { problemsOf, type StudioProblem } from '../../shared/problem.ts';
import type { EditorProps, StudioContext } from '../editorSlot.ts';
import { typedEditorFor } from '../editors.ts';
import { JsonFileEditor } from '../json/JsonFileEditor.tsx';
import { panelId, TabList, tabId } from '../tables/TabList.tsx';
import { UnsavedTyping, useTypingFields } from '../unsavedTyping.ts';
import { wordBreaks } from '../wordBreaks.tsx';
import { ConflictView } from './ConflictView.tsx';
import { currentProblems } from './currentProblems.ts';
import { mayDropHeldText, mayDropTypedWords } from './heldText.ts';
import { ProblemList } from './ProblemList.tsx';
import { saveRefusal } from './saveRefusal.ts';
import { ToProblems } from './ToProblems.tsx';
import { useFileSession } from './useFileSession.ts';
import { useStickyHeader } from './useStickyHeader.ts';

export interface EditorPaneProps {
  file: FileAnswer;
  item: NavItem;
  context: StudioContext;
  onSaved: (answer: SaveAnswer) => void;
  /** Told whether the draft differs from the file on disk (the shell asks before it drops a draft). */
  onDirty?: (path: string, dirty: boolean) => void;
  /** Told the hash of the version on disk this editor holds (the file opened, then each save of it). */
  onVersion?: (path: string, hash: string) => void;
  /** Opens another flow item the editor links to (EditorProps.onOpenTarget). */
  onOpenTarget?: EditorProps['onOpenTarget'];
}

/** What a save left out while a field holds words not in the draft (a text being written, a refused list entry). */
const typedWordsNotSaved = 'The words still typed in a field are not in it: mend and add them, or clear the field.';

const isEditable = (target: EventTarget | null): boolean => target instanceof Element && target.closest('.cm-editor, input, textarea, select') !== null;

/**
 * A toolbar button that stays focusable when it does nothing (aria-disabled,
 * WAI-ARIA APG Toolbar): Undo pressed until nothing is left, or Save pressed,
 * keeps the keyboard where it was instead of dropping focus to the page.
 */
function ToolbarButton({
  off,
  onPress,
  onOffPress,
  className,
  children,
}: {
  off: boolean;
  onPress: () => void;
  /** Pressed while off: Save says why it does nothing (saveRefusal.ts). */
  onOffPress?: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="button" className={className} aria-disabled={off || undefined} onClick={off ? onOffPress : onPress}>
      {children}
    </button>
  );
}

/**
 * One open file: the slot's editor (a typed one registered in editors.ts, or
 * the JSON editor), with the shell's toolbar (undo, redo, save), the
 * problems of the draft, the save status and any conflict.
 */
export function EditorPane({ file, item, context, onSaved, onDirty, onVersion, onOpenTarget }: EditorPaneProps) {
  const session = useFileSession(file, onSaved, context);
  const typed = typedEditorFor(file.kind);
  const [tab, setTab] = useState<'typed' | 'json'>(typed ? 'typed' : 'json');
  const tabsId = useId();
  const problemsId = useId();
  const stickyHeader = useStickyHeader();
  // Each request to show a place is a new value (its count), as each opening is a new item in StudioApp: the same
  // problem clicked again, after the analyst went to another row or card, shows its place again.
  const [reveal, setReveal] = useState({ pointer: item.pointer, request: 0 });
  // Another item of this file opened from the navigator: show it, keeping the draft.
  const [shownItem, setShownItem] = useState(item);
  if (shownItem !== item) {
    setShownItem(item);
    setReveal((shown) => ({ pointer: item.pointer, request: shown.request + 1 }));
  }
  // A problem of the whole file ("") names no place: the editor stays where the analyst is (a journey's
  // pages view would otherwise read "" as the journey itself and go back to its start page). Issue 19 item 7.
  const revealProblem = (pointer: string): void => {
    if (pointer !== '') setReveal((shown) => ({ pointer, request: shown.request + 1 }));
  };
  const { dirty, undo: undoDraft, redo: redoDraft, canUndo, canRedo } = session;
  // The JSON tab holds text that is not a draft yet (JsonFileEditor): Save waits for it, and Undo, Redo and the
  // other tab, which would replace it, ask first.
  const [held, setHeld] = useState(false);
  // Fields holding words typed and not in the draft yet (unsavedTyping.ts): Undo, Redo (the fields follow the draft)
  // and the other tab take them away too.
  const [wordsHeld, reportTyping] = useTypingFields();
  // Nothing to undo (Ctrl+Z pressed anyway): nothing would be replaced, nothing to ask.
  const undo = useCallback(
    () => canUndo && mayDropHeldText(held, 'Undo') && mayDropTypedWords(wordsHeld, 'Undo') && undoDraft(),
    [canUndo, held, wordsHeld, undoDraft],
  );
  const redo = useCallback(
    () => canRedo && mayDropHeldText(held, 'Redo') && mayDropTypedWords(wordsHeld, 'Redo') && redoDraft(),
    [canRedo, held, wordsHeld, redoDraft],
  );
  // A problem's misspelt name written as the name meant: a change of the draft like any other (undone by Undo), then
  // the place is shown, so the focus is not lost with the button (which goes once the check agrees).
  const writeNameMeant = (problem: StudioProblem, next: unknown): void => {
    const action = `Write "${problem.nearMiss?.meant ?? ''}"`;
    if (!mayDropHeldText(held, action) || !mayDropTypedWords(wordsHeld, action)) return;
    session.change(next);
    // A renamed key (a prop, an argument) is at its new name now: show that place, not the name that is gone.
    const segments = segmentsOf(problem.pointer);
    if (problem.nearMiss && segments.at(-1) === problem.nearMiss.written) segments[segments.length - 1] = problem.nearMiss.meant;
    revealProblem(pointerOf(segments));
  };
  const show = (next: 'typed' | 'json', label: string): void => {
    if (next !== tab && mayDropHeldText(held, `Show the ${label} tab`) && mayDropTypedWords(wordsHeld, `Show the ${label} tab`)) setTab(next);
  };

  // JSON text held back (not parsing, or a key written twice) and words typed in a field are unsaved work too:
  // the shell asks before dropping them.
  useEffect(() => {
    onDirty?.(file.path, dirty || held || wordsHeld);
  }, [onDirty, file.path, dirty, held, wordsHeld]);
  useEffect(() => () => onDirty?.(file.path, false), [onDirty, file.path]);
  const { baseHash } = session;
  useEffect(() => {
    onVersion?.(file.path, baseHash);
  }, [onVersion, file.path, baseHash]);

  // A place edited since the draft checked shows none of that draft's words (a stale "http://old…" under new typing).
  const problems = currentProblems(problemsOf(session.problems, file.path), session.checkedDraft, session.draft);
  const own = problems.current.length;
  // Off only for problems known to be this draft's: while a check is on its way Save is on (the save is checked
  // on the server, "Not saved: … problem(s)"), so a Save pressed just after a change is never silently ignored.
  const refusal = saveRefusal({ dirty: session.dirty, saving: session.saving, knownProblems: session.problemsKnown ? own : 0, held, typed: wordsHeld });
  const pressSave = (): void => (refusal === null ? void session.save() : session.say(refusal));
  // Ctrl/Cmd+S asked: pressed once the draft holds what the field being typed in committed on leaving it.
  const [saveAsked, setSaveAsked] = useState(0);
  const pressAskedSave = useEffectEvent(pressSave);
  useEffect(() => {
    if (saveAsked > 0) pressAskedSave();
  }, [saveAsked]);

  // Ctrl/Cmd+S saves as the Save button does, from anywhere: a text deep in the texts list put Save 131,839 px up
  // (usability review, session 40). A field being typed in is left and entered again first, so its words commit
  // (TextField commits on leaving) as a click on Save would commit them; the browser's own "Save page" never opens.
  // The S key is known by its place too (event.code), so a keyboard whose letter there is no "s" saves as well.
  // Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z (or Y) undo and redo the draft, except where a text field has its own undo.
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if ((key === 's' || event.code === 'KeyS') && !event.shiftKey && !event.altKey) {
        event.preventDefault();
        const field = event.target;
        if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
          field.blur();
          field.focus();
        }
        setSaveAsked((asked) => asked + 1);
        return;
      }
      if (isEditable(event.target)) return;
      if (key === 'z' && !event.shiftKey) undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  const editorProps: EditorProps = {
    path: file.path,
    kind: file.kind ?? 'content',
    draft: session.draft,
    onChange: session.change,
    // The words a save just wrote stay shown until the context holds them (no flicker back to the old ones).
    companions: session.shownCompanions,
    unsavedCompanions: session.companions,
    problems: problems.current,
    focus: reveal.pointer,
    focusRequest: reveal.request,
    context,
    onSavedElsewhere: onSaved,
    onHeld: setHeld,
    ...(onOpenTarget ? { onOpenTarget } : {}),
  };
  const Typed = typed?.component as ((props: EditorProps) => ReactNode) | undefined;

  return (
    <section className="editor-pane" aria-labelledby="editor-title">
      <header className="editor-header" ref={stickyHeader}>
        {/* The skip link's target (SkipToEditor.tsx): focusable by script only. A long name wraps between its words at
            375 px (NSA_REDIRECT_TH_PROSPECT_ACC_ATC made the page 451 px wide). */}
        <h1 id="editor-title" tabIndex={-1}>
          {wordBreaks(item.name)} <span className="kind">{file.kind ? kindLabels[file.kind] : 'Flow file'}</span>
        </h1>
        <p className="file-path">{file.path}</p>
        <div className="toolbar" role="toolbar" aria-label="File actions">
          <ToolbarButton off={!canUndo} onPress={undo}>
            Undo
          </ToolbarButton>
          <ToolbarButton off={!canRedo} onPress={redo}>
            Redo
          </ToolbarButton>
          <ToolbarButton className="primary" off={refusal !== null} onPress={pressSave} onOffPress={pressSave}>
            Save
          </ToolbarButton>
          {/* Words typed and not in the draft are not what Save writes: said plainly, Save stays off for them (studio/README.md "Editor slot"). */}
          <span className="save-state">
            {held ? 'Not valid JSON yet: not saved' : session.dirty ? 'Unsaved changes' : wordsHeld ? 'Typed words not in the draft yet: not saved' : 'Saved'}
          </span>
          <ToProblems count={session.problems.length} target={problemsId} />
        </div>
        <p className="status" role="status" aria-live="polite">
          {session.checking ? 'Checking…' : session.status}
          {/* Save writes the draft only: beside "Typed words not in the draft yet" a bare "Saved …" read as if they were
              saved too (a list's refused entry left in its box). studio/README.md "Editor slot". */}
          {!session.checking && session.statusIsSave && wordsHeld ? ` ${typedWordsNotSaved}` : null}
        </p>
      </header>
      {session.conflict && <ConflictView path={file.path} conflict={session.conflict} onTakeDisk={session.takeDisk} onKeepMine={session.keepMine} />}
      {typed && (
        // One tab stop, arrow keys, Home and End (TabList): the keyboard reaches the other editor as in the condition's tabs.
        <TabList
          label="Editors"
          idBase={tabsId}
          className="tabs"
          tabs={[
            { id: 'typed', label: typed.label },
            { id: 'json', label: 'JSON' },
          ]}
          selected={tab}
          onSelect={(next) => show(next, next === 'json' ? 'JSON' : typed.label)}
        />
      )}
      <div
        className="editor-body"
        role={typed ? 'tabpanel' : undefined}
        id={typed ? panelId(tabsId, tab) : undefined}
        aria-labelledby={typed ? tabId(tabsId, tab) : undefined}
      >
        <UnsavedTyping value={reportTyping}>{tab === 'typed' && Typed ? <Typed {...editorProps} /> : <JsonFileEditor {...editorProps} />}</UnsavedTyping>
      </div>
      <ProblemList
        problems={session.problems}
        checking={problems.checking}
        path={file.path}
        onReveal={revealProblem}
        draft={session.draft}
        onNameMeant={writeNameMeant}
        headingId={problemsId}
      />
    </section>
  );
}
