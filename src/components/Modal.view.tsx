import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { Props } from './Modal.schema.ts';
import { focusableIn, keepTabInside } from './dialog/keepTabInside.ts';

/**
 * An accessible modal dialog: named by its title, focus moves in when it
 * opens, Tab stays inside, Escape closes it (when it can be closed), and focus
 * goes back to where it was (or the page heading when that control is gone).
 */
function Modal({ title, description, role = 'dialog', closeLabel, onClose, testId, children }: Props) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) (focusableIn(dialog).find((element) => !element.classList.contains('sf-modal__close')) ?? dialog).focus();
    return () => {
      if (previous?.isConnected) previous.focus();
      else document.querySelector<HTMLElement>('main h1')?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape' && onClose && closeLabel) {
      event.stopPropagation();
      onClose();
      return;
    }
    keepTabInside(event, dialogRef.current);
  };

  return (
    <div className="sf-modal-backdrop">
      <div
        ref={dialogRef}
        className="sf-modal"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        data-testid={testId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="sf-heading sf-heading--2">
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className="sf-paragraph">
            {description}
          </p>
        ) : null}
        {children}
        {closeLabel && onClose ? (
          <button type="button" className="sf-modal__close" aria-label={closeLabel} onClick={() => onClose()}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}

export default Modal;
