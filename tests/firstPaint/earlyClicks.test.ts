// @vitest-environment jsdom
/**
 * Issue 20 item 1: a press on the pre-rendered frame before the app has
 * hydrated it is held and made again once the frame is live, never lost and
 * never a page reload.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks } from '../../src/app/firstPaint/earlyClicks.ts';

function frame(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

afterEach(() => document.body.replaceChildren());

describe('presses before hydration', () => {
  it('holds a press on a button (no handler runs, the link does not navigate) and makes it again on release', () => {
    const root = frame('<button type="button"><span>Next</span></button><a href="/elsewhere">Away</a>');
    const button = root.querySelector('button')!;
    const seen = vi.fn();
    const early = holdEarlyClicks(root);
    button.addEventListener('click', seen);
    root.querySelector('span')!.click();
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('a')!.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(true);
    expect(seen).not.toHaveBeenCalled();

    // The last press was the link: a shopper who pressed twice while waiting means the last one.
    const followed = vi.fn((event: Event) => event.preventDefault());
    root.querySelector('a')!.addEventListener('click', followed);
    early.release(true);
    expect(followed).toHaveBeenCalledTimes(1);
    expect(seen).not.toHaveBeenCalled();
  });

  it('replays on the button itself when the press landed on its label text', () => {
    const root = frame('<button type="button"><span>Next</span></button>');
    const early = holdEarlyClicks(root);
    root.querySelector('span')!.click();
    const seen = vi.fn();
    root.querySelector('button')!.addEventListener('click', seen);
    early.release(true);
    expect(seen).toHaveBeenCalledTimes(1);
    expect((seen.mock.calls[0]![0] as Event).target).toBe(root.querySelector('button'));
  });

  it('lets presses through after release, and drops the held one when not replaying or when its control is gone or disabled', () => {
    const root = frame('<button type="button">Next</button>');
    const button = root.querySelector('button')!;
    const seen = vi.fn();
    button.addEventListener('click', seen);

    const dropped = holdEarlyClicks(root);
    button.click();
    dropped.release(false);
    expect(seen).not.toHaveBeenCalled();
    button.click();
    expect(seen).toHaveBeenCalledTimes(1);

    const disabled = holdEarlyClicks(root);
    button.click();
    button.disabled = true;
    disabled.release(true);
    expect(seen).toHaveBeenCalledTimes(1);

    button.disabled = false;
    const gone = holdEarlyClicks(root);
    button.click();
    button.remove();
    gone.release(true);
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('ignores presses on what cannot be pressed', () => {
    const root = frame('<p>Text</p>');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    holdEarlyClicks(root);
    root.querySelector('p')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
