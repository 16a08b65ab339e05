/**
 * A pre-rendered page is on screen before its code has run (issue 20 item 1),
 * and a shopper may press a button in that time: the frame's controls have no
 * handlers yet, so the press would be lost (or a link would reload the page).
 * From the moment the entry runs, a press inside the frame is held instead: its
 * default action is stopped and the control remembered; once the app has
 * hydrated the frame (and so owns the very same elements), the last held press
 * is made again on its control, if that control is still on the page and
 * enabled. Only the last one is kept, as a shopper who presses twice while
 * waiting means one press. A press on a page rendered from scratch (hydration
 * failed) is dropped: the control it was aimed at is gone.
 */
export interface EarlyClicks {
  /** Stops holding presses; `replay` makes the last held one again (after hydration). */
  release(replay: boolean): void;
}

/** What a shopper can press: the element the press is replayed on. */
const pressable = 'button, a[href], input, select, textarea, label, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"]';

export function holdEarlyClicks(container: HTMLElement): EarlyClicks {
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent): void => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(pressable) : null;
    if (!target || !container.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
  };
  container.addEventListener('click', hold, true);
  return {
    release(replay) {
      container.removeEventListener('click', hold, true);
      const target = held;
      held = null;
      if (!replay || !target || !target.isConnected) return;
      if ((target as HTMLButtonElement).disabled || target.getAttribute('aria-disabled') === 'true') return;
      target.click();
    },
  };
}
