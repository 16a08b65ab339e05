import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { keepTabInside } from './dialog/keepTabInside.ts';

export interface SessionWarningDialogProps {
  title: string;
  body: string;
  /** Visible countdown, e.g. "1 min 59 s". */
  remaining: string;
  /** What the polite live region says (changes only on whole minutes, so it does not chatter). */
  announcement: string;
  extendLabel: string;
  signOutLabel: string;
  /** Said when Escape is pressed: the dialog does not close or extend silently. */
  escapeHint: string;
  /** Hidden once the session timed out: extending is no longer possible. */
  canExtend: boolean;
  busy: boolean;
  error: string;
  onExtend: () => void;
  onSignOut: () => void;
}

/**
 * The session warning (spec 4.1) as a modal dialog: focus moves into it when
 * it opens and stays inside (Tab cycles), Escape neither closes it nor
 * extends the session silently (it says what to do instead), and the time
 * left is announced politely.
 */
export function SessionWarningDialog(props: SessionWarningDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const firstButton = useRef<HTMLButtonElement>(null);
  const [hint, setHint] = useState('');

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    firstButton.current?.focus();
    return () => previous?.focus?.();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (event.key === 'Escape') {
      event.preventDefault();
      setHint(props.escapeHint);
      return;
    }
    keepTabInside(event, dialogRef.current);
  }

  return (
    <div className="sf-dialog-backdrop">
      <div ref={dialogRef} className="sf-dialog" role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={bodyId} onKeyDown={onKeyDown}>
        <h2 id={titleId} className="sf-heading sf-heading--2">
          {props.title}
        </h2>
        <p id={bodyId} className="sf-paragraph">
          {props.body}
        </p>
        {props.canExtend ? (
          <p className="sf-paragraph" role="timer" aria-live="off">
            {props.remaining}
          </p>
        ) : null}
        <p className="sf-visually-hidden" aria-live="polite">
          {hint || props.announcement}
        </p>
        {props.error ? (
          <p className="sf-alert sf-alert--error" role="alert">
            {props.error}
          </p>
        ) : null}
        <div className="sf-dialog-actions">
          {props.canExtend ? (
            <button
              ref={firstButton}
              type="button"
              className="sf-button sf-button--primary"
              aria-busy={props.busy || undefined}
              onClick={() => {
                if (!props.busy) props.onExtend();
              }}
            >
              {props.extendLabel}
            </button>
          ) : null}
          <button ref={props.canExtend ? undefined : firstButton} type="button" className="sf-button sf-button--secondary" onClick={props.onSignOut}>
            {props.signOutLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
