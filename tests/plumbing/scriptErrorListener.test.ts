// @vitest-environment jsdom
/**
 * The app-wide script-error listener (spec 8, src/app/scriptErrorListener.ts):
 * uncaught errors, unhandled rejections and scripts that did not load reach
 * the plumbing's classifier; removing it stops reporting.
 */
import { describe, expect, it } from 'vitest';
import { installScriptErrorListener } from '../../src/app/scriptErrorListener.ts';
import type { ScriptErrorReport } from '../../src/runtime/plumbing/crashRecovery/scriptErrors.ts';

function listen() {
  const reports: ScriptErrorReport[] = [];
  const remove = installScriptErrorListener(window, { reportScriptError: (report) => void reports.push(report) });
  return { reports, remove };
}

describe('installScriptErrorListener', () => {
  it('reports uncaught errors with their file and stack', () => {
    const { reports, remove } = listen();
    const error = new TypeError('a is null');
    window.dispatchEvent(new ErrorEvent('error', { message: 'TypeError: a is null', filename: 'https://tags.example/tag.js', error }));
    remove();
    expect(reports).toEqual([{ message: 'TypeError: a is null', filename: 'https://tags.example/tag.js', stack: error.stack }]);
  });

  it('reports a <script> that did not load as a resource error', () => {
    const { reports, remove } = listen();
    const script = document.createElement('script');
    script.src = 'https://tags.example/missing.js';
    document.head.append(script);
    script.dispatchEvent(new Event('error'));
    remove();
    script.remove();
    expect(reports).toEqual([
      { message: 'script failed to load: https://tags.example/missing.js', filename: 'https://tags.example/missing.js', resource: true },
    ]);
  });

  it('reports unhandled rejections by their reason', () => {
    const { reports, remove } = listen();
    const event = new Event('unhandledrejection') as Event & { reason?: unknown };
    event.reason = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    window.dispatchEvent(event);
    const plain = new Event('unhandledrejection') as Event & { reason?: unknown };
    plain.reason = 'nope';
    window.dispatchEvent(plain);
    remove();
    window.dispatchEvent(plain);
    expect(reports.map((report) => report.message)).toEqual([
      'TypeError: Failed to fetch dynamically imported module: /assets/x.js',
      'unhandled rejection: nope',
    ]);
  });
});
