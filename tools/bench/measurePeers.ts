/**
 * Peers side by side (issue 12 item 4): the same 10-field payment form in
 * storeflow, react-jsonschema-form, JSON Forms and SurveyJS, each its own
 * minimal production build, at the same 4x CPU throttle as the app: gzipped
 * JS loaded for the first render, time from navigation to an interactive
 * form, and time from the click on submit (all fields empty) to every
 * field's required message painted.
 */
import type { Browser } from '@playwright/test';
import { gzipSize } from '../size/chunks.ts';
import { PEERS, peersDir, type Peer } from './buildApps.ts';
import { CPU_THROTTLE } from './measureApp.ts';
import type { PaymentForm } from './paymentForm.ts';
import { armErrorsWatch, errorsDuration, installPeerProbe, peerFigures } from './peerProbe.ts';
import { median } from './stats.ts';

const RUNS = 5;
/** Longest wait for any step of a run, in the page as in Playwright. */
const TIMEOUT_MS = 30_000;

export interface PeerRow {
  peer: Peer;
  jsGzipBytes: number;
  jsFiles: number;
  interactiveMs: number;
  errorsMs: number;
}

export async function measurePeers(browser: Browser, origin: string, form: PaymentForm): Promise<PeerRow[]> {
  const messages = form.fields.map((f) => f.rules?.required).filter((m): m is string => Boolean(m));
  if (messages.length !== form.fields.length) throw new Error('[bench] every field of the payment form needs a required message');
  const rows: PeerRow[] = [];
  for (const peer of PEERS) {
    const runs: Omit<PeerRow, 'peer'>[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript('globalThis.__name = (f) => f;');
      await context.addInitScript(installPeerProbe, form.submitLabel);
      const page = await context.newPage();
      page.setDefaultTimeout(TIMEOUT_MS);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
      await page.goto(`${origin}/${peer}/`);
      await page.waitForFunction(() => (window as unknown as { __peer: { readyAt?: number } }).__peer.readyAt !== undefined);
      const { readyAt, scripts } = await page.evaluate(peerFigures);
      await page.evaluate(armErrorsWatch, { messages, timeoutMs: TIMEOUT_MS });
      await page.getByRole('button', { name: form.submitLabel }).first().click();
      const errorsMs = await page.evaluate(errorsDuration);
      const sizes = scripts.map((path) => gzipSize(peersDir, path.replace(/^\//, '')));
      runs.push({ jsGzipBytes: sizes.reduce((a, b) => a + b, 0), jsFiles: scripts.length, interactiveMs: readyAt ?? NaN, errorsMs });
      await context.close();
    }
    const pick = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]));
    rows.push({ peer, jsGzipBytes: pick('jsGzipBytes'), jsFiles: pick('jsFiles'), interactiveMs: pick('interactiveMs'), errorsMs: pick('errorsMs') });
    console.log(`[bench] peer ${peer}: ${JSON.stringify(rows.at(-1))}`);
  }
  return rows;
}
