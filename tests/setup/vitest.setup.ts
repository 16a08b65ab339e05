import { afterEach } from 'vitest';

// The DOM matchers (toBeInTheDocument, ...) and Testing Library's cleanup serve the jsdom files only: a file in the
// node environment has no elements to match, and loading jest-dom cost every one of them some 0.2 s of CPU.
if (typeof document !== 'undefined') {
  (await import('./vmGlobals.ts')).nodeGlobalsInVm();
  await import('@testing-library/jest-dom/vitest');
  // Testing Library cleans up after each test only with globals on; we keep globals off.
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // Each test starts at the same address: the studio keeps the open item in it (studio/README.md "Navigation"), and
  // one test's item, restored by the next test's StudioApp, would open its navigator's rows before that test acts.
  const firstAddress = window.location.href;
  afterEach(() => window.history.replaceState(null, '', firstAddress));
}
