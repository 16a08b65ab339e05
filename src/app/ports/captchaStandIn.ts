import './captchaStandIn.css';

/**
 * The captcha stand-in of dev and demo builds (spec 4.4): the vendor's
 * widget cannot load there, so a modal dialog asks the shopper to confirm, and
 * confirming gives a token the mock services accept. Native <dialog> with
 * showModal: focus stays inside, Escape cancels, focus returns on close.
 * Built with DOM calls only (no HTML strings: Trusted Types).
 */
export function runCaptchaStandIn(win: Window): Promise<string> {
  const doc = win.document;
  removeCaptchaStandIn(win);
  const active = doc.activeElement as HTMLElement | null;
  const returnFocus = active && typeof active.focus === 'function' ? active : null;
  const dialog = doc.createElement('dialog');
  dialog.id = 'sf-captcha';
  dialog.className = 'sf-captcha';
  dialog.dataset.testid = 'CAPTCHA';
  dialog.setAttribute('aria-labelledby', 'sf-captcha-title');
  dialog.setAttribute('aria-describedby', 'sf-captcha-text');
  const title = doc.createElement('h2');
  title.id = 'sf-captcha-title';
  title.textContent = 'Confirm you are a person';
  const text = doc.createElement('p');
  text.id = 'sf-captcha-text';
  text.textContent = 'We could not reach our service the first time. Confirm and we will try again.';
  const label = doc.createElement('label');
  const box = doc.createElement('input');
  box.type = 'checkbox';
  label.append(box, doc.createTextNode(" I'm not a robot"));
  const actions = doc.createElement('div');
  actions.className = 'sf-captcha__actions';
  const confirm = doc.createElement('button');
  confirm.type = 'button';
  confirm.className = 'sf-button';
  confirm.textContent = 'Confirm and try again';
  const cancel = doc.createElement('button');
  cancel.type = 'button';
  cancel.className = 'sf-button sf-button--secondary';
  cancel.textContent = 'Cancel';
  const hint = doc.createElement('p');
  hint.className = 'sf-captcha__hint';
  hint.setAttribute('role', 'alert');
  actions.append(confirm, cancel);
  dialog.append(title, text, label, hint, actions);
  doc.body.append(dialog);

  return new Promise<string>((resolve, reject) => {
    const close = (): void => {
      dialog.close();
      dialog.remove();
      returnFocus?.focus();
    };
    confirm.addEventListener('click', () => {
      if (!box.checked) {
        hint.textContent = "Tick I'm not a robot first.";
        box.focus();
        return;
      }
      close();
      resolve(`standin-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`);
    });
    const cancelled = (): void => {
      close();
      reject(new Error('captcha cancelled by the shopper'));
    };
    cancel.addEventListener('click', cancelled);
    // Escape: the dialog's own cancel event.
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      cancelled();
    });
    dialog.showModal();
    box.focus();
  });
}

/** The reset half of the port: an open stand-in is cancelled (its run rejects, so nothing waits forever) and goes away. */
export function removeCaptchaStandIn(win: Window): void {
  const open = win.document.getElementById('sf-captcha') as HTMLDialogElement | null;
  if (!open) return;
  open.dispatchEvent(new Event('cancel'));
  if (open.open) open.close();
  open.remove();
}
