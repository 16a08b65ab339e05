// @vitest-environment jsdom
/**
 * The browser's location port announces a page shown again from the back/forward cache (Back from a partner's site)
 * as it announces a back/forward: the Redirector then knows the page it was leaving is here again
 * (src/runtime/redirect/Redirector.ts `leaving`; tests/runtime/rootStore.test.ts has the application it lets through).
 */
import { describe, expect, it, vi } from 'vitest';
import { browserPorts } from '../../src/app/ports/browserPorts.ts';

describe('location port: a page shown again', () => {
  it('calls the listener on pageshow from the back/forward cache and on popstate, not on a first show, and stops when unsubscribed', () => {
    const listener = vi.fn();
    const unsubscribe = browserPorts(window).location.subscribe(listener);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
