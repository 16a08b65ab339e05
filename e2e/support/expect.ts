/**
 * Playwright's `expect`, with `expect.poll` checking every 100 ms unless a call names its own `intervals`.
 *
 * Why: by default `expect.poll` checks after 100, 250 and 500 ms, then once a second, so a value that turns true
 * 0.9 s into the wait (a page tag settings.pageTagDelayMs after the page shows, a redirect settings.redirectDelayMs
 * after an answer) is seen at 1.85 s, and one at 1.9 s at 2.85 s. The polls here read the test's own lists or the
 * page (a few ms each), so checking more often costs little and every such wait ends within 0.1 s of its condition
 * (README "E2E time"). What a poll proves is unchanged: the same condition, the same time-out.
 */
import { expect as playwrightExpect } from '@playwright/test';

const intervals = [100];

/** A copy of Playwright's expect (configure() makes a new one), so its own poll stays as it is for any other import. */
export const expect = playwrightExpect.configure({});

const poll = expect.poll;
expect.poll = ((actual, messageOrOptions) =>
  poll(actual, typeof messageOrOptions === 'string' ? { message: messageOrOptions, intervals } : { intervals, ...messageOrOptions })) as typeof poll;
