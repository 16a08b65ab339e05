/**
 * What a generated case expects the page to send out (issue 11 item 1;
 * tools/qa/testgen/emittedExpectations.ts): messages to the native app's
 * bridge, page-tag records, service calls made or not. The case installs the
 * recorders before the page loads; the checks are web-first polls.
 */
import type { Page } from '@playwright/test';
import { expect } from './expect';
import { getPath } from '../../src/engine/path';
import type { EmittedExpectation } from '../../tools/qa/testgen/flowCase';

type Recorded = Record<string, unknown>;
type CaseWindow = { storeflowCaseBridge?: Recorded[]; storeflowTags?: Recorded[] };

/** The bridge the native app provides (contracts: window.mfaBridge takes a JSON string), recording each message. */
export async function installRecordingBridge(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const messages: Record<string, unknown>[] = [];
    Object.assign(window, { storeflowCaseBridge: messages, mfaBridge: { postMessage: (message: string) => messages.push(JSON.parse(message)) } });
  });
}

/** `METHOD /path` of every request the page makes from now on, in order. */
export function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => calls.push(`${request.method()} ${new URL(request.url()).pathname}`));
  return calls;
}

const carries = (record: Recorded, fields: Record<string, unknown>): boolean =>
  Object.entries(fields).every(([path, value]) => JSON.stringify(getPath(record, path)) === JSON.stringify(value));

const bridgeMessages = (page: Page) => page.evaluate(() => (window as unknown as CaseWindow).storeflowCaseBridge ?? []);
const pageTags = (page: Page) => page.evaluate(() => (window as unknown as CaseWindow).storeflowTags ?? []);

export async function expectEmitted(page: Page, emitted: readonly EmittedExpectation[], calls: readonly string[]): Promise<void> {
  for (const expected of emitted) {
    // The first of its kind: a later right one must not hide a wrong one sent first (a default tab bar, say).
    if (expected.channel === 'bridge') {
      const message = `the first ${expected.type} bridge message carries ${JSON.stringify(expected.fields)}`;
      const first = async () => (await bridgeMessages(page)).find((m) => m.type === expected.type);
      await expect.poll(async () => carries((await first()) ?? {}, expected.fields), { message }).toBe(true);
    } else if (expected.channel === 'pageTag') {
      const message = `the first ${expected.event} page tag carries ${JSON.stringify(expected.fields)}`;
      const first = async () => (await pageTags(page)).find((t) => t.event === expected.event);
      await expect.poll(async () => carries((await first()) ?? {}, expected.fields), { message }).toBe(true);
    } else if (expected.made) {
      await expect.poll(() => calls.includes(expected.call), { message: `the page calls ${expected.call}` }).toBe(true);
    } else {
      // The entry effects have all run once the page-view tag is out: a call not made by then is not made.
      await expect.poll(async () => (await pageTags(page)).some((t) => t.event === 'pageView'), { message: 'the page-view tag is sent' }).toBe(true);
      expect(calls, `the page does not call ${expected.call}`).not.toContain(expected.call);
    }
  }
}
