import { useId, useLayoutEffect, useRef, useState } from 'react';

export interface DiscardFileProps {
  /** The changed flow file ("flows/lists/card.json"). */
  path: string;
  /** The last commit has no such file: discarding deletes it. */
  newSinceHead: boolean;
  /** Asked when the analyst presses Discard: whether the open editor holds unsaved changes to this file (said in the question). */
  unsavedInEditor: () => boolean;
  /** Another discard is under way: the button waits. */
  busy: boolean;
  /** The analyst confirmed: the panel discards, then moves the focus to what it says happened. */
  onDiscard: (path: string) => void;
}

/** The question, naming the file and saying it cannot be undone (studio/README.md "Changes"). */
function question(path: string, newSinceHead: boolean, unsaved: boolean): string {
  const what = newSinceHead
    ? `Delete ${path}? It is new since the last commit, so discarding its changes deletes the file.`
    : `Discard the changes to ${path}? It goes back to what the last commit holds.`;
  return `${what}${unsaved ? ' The unsaved changes to it in the editor are lost too.' : ''} This cannot be undone.`;
}

/**
 * "Discard changes" of one file in the Changes panel, asked in place rather than with window.confirm: the question
 * names the file and says it cannot be undone, and it takes the focus (a group labelled by the question, so a screen
 * reader reads it); Tab reaches the two answers. "Keep my changes" (or Escape) puts the focus back on the button.
 */
export function DiscardFile({ path, newSinceHead, unsavedInEditor, busy, onDiscard }: DiscardFileProps) {
  const [asked, setAsked] = useState<string | null>(null);
  const questionId = useId();
  const group = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Set by "Keep my changes": the button, back in the page, takes the focus again (never on the first render).
  const returnFocus = useRef(false);

  useLayoutEffect(() => {
    if (asked !== null) group.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      button.current?.focus();
    }
  }, [asked]);

  const keep = (): void => {
    returnFocus.current = true;
    setAsked(null);
  };

  if (asked === null)
    return (
      <button
        ref={button}
        type="button"
        className="discard-file"
        aria-label={`Discard changes to ${path}`}
        disabled={busy}
        onClick={() => setAsked(question(path, newSinceHead, unsavedInEditor()))}
      >
        Discard changes
      </button>
    );
  return (
    <div
      ref={group}
      role="group"
      aria-labelledby={questionId}
      tabIndex={-1}
      className="discard-question"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        keep();
      }}
    >
      <p id={questionId}>{asked}</p>
      <button type="button" className="danger" disabled={busy} onClick={() => onDiscard(path)}>
        {busy ? 'Discarding…' : newSinceHead ? 'Delete the file' : 'Discard the changes'}
      </button>
      <button type="button" disabled={busy} onClick={keep}>
        Keep my changes
      </button>
    </div>
  );
}
