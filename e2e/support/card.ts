/**
 * Helpers for the card offer specs (issue 4): the partner hosts answered
 * locally, window.open recorded, a fake native bridge, request bodies.
 * Nothing leaves the machine: every partner host is routed on the context,
 * so popups are covered too.
 */
import type { Page, Request } from '@playwright/test';
import { offersBody } from '../../src/mocks/services/getOffers.ts';

export const offersKey = 'POST /accountlandingservice/isaac/getoffers';
export const applicationKey = 'POST /accountlandingservice/isaac/createapplication';
export const landingPath = '/sales/digital/creditcardmlp.html';
export const dashboardPath = '/digital/nsa/secure/ui/acct/overview';
export const postback = 'https://apply.cardbank.example/start?app=1';

/** The offer answer of contracts 6, with parts replaced (the mock service's own default, src/mocks/services/getOffers.ts). */
export function offers(promo: { stateCd?: string; enterpriseId?: string } = {}, proposition: Record<string, unknown> = {}) {
  return { body: offersBody(promo, proposition) };
}

export function application(postbackURL: string, delayMs = 0) {
  return { delayMs, body: { customerInfo: { postbackURL, errorCode: '' }, errors: [] } };
}

export const texts = {
  generic: 'Looks like something went wrong. Please try again later.',
  disclaimerApply:
    'By clicking Continue, you consent to share your name and address with CardBank, the issuing bank of the Carrier Visa Card, so that you can apply for the card.',
  disclaimerPrequalify:
    'By clicking Continue, you consent to share your name and address with CardBank, the issuing bank of the Carrier Visa Card, to see whether you prequalify for the card.',
  nativeBody: 'Click continue when you finish the card application.',
  leaveBody: 'You will lose your progress if you leave this flow.',
};

/** Answers the issuer, the tracking host, any evil host and the dashboard locally; counts what each received. */
export async function routePartners(page: Page): Promise<{ issuer: string[]; evil: string[]; pixel: string[] }> {
  const seen = { issuer: [] as string[], evil: [] as string[], pixel: [] as string[] };
  const context = page.context();
  await context.route(/^https:\/\/([a-z0-9-]+\.)*cardbank\.example\//, (route) => {
    seen.issuer.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>CardBank</title><h1>CardBank application</h1>' });
  });
  await context.route(/^https?:\/\/([a-z0-9-]+\.)*evil\.example\//, (route) => {
    seen.evil.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Evil</title>' });
  });
  await context.route('https://tracking.affiliate.example/**', (route) => {
    seen.pixel.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/gif', body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64') });
  });
  await context.route(`**${dashboardPath}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Dashboard</title><h1>Account overview</h1>' }),
  );
  return seen;
}

/** Records every window.open call (url, target, features); `blocked` makes it return null like a popup blocker. */
export async function recordWindowOpen(page: Page, options: { blocked?: boolean } = {}): Promise<void> {
  await page.addInitScript((blocked) => {
    const calls: { url: string; target: string; features: string }[] = [];
    (window as unknown as { __opened: typeof calls }).__opened = calls;
    const original = window.open.bind(window);
    window.open = (url?: string | URL, target?: string, features?: string) => {
      calls.push({ url: String(url ?? ''), target: target ?? '', features: features ?? '' });
      return blocked ? null : original(url, target, features);
    };
  }, options.blocked === true);
}

export async function openedWindows(page: Page): Promise<{ url: string; target: string; features: string }[]> {
  return page.evaluate(() => (window as unknown as { __opened?: { url: string; target: string; features: string }[] }).__opened ?? []);
}

/** Page tags the app sent (browserPorts pushes them to window.storeflowTags). */
export async function pageTags(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => (window as unknown as { storeflowTags?: Record<string, unknown>[] }).storeflowTags ?? []);
}

/** Counts requests to a service path on this page. */
export function countRequests(page: Page, pathPart: string): { count: () => number; bodies: () => unknown[] } {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes(pathPart) && request.method() === 'POST') requests.push(request);
  });
  return { count: () => requests.length, bodies: () => requests.map((request) => request.postDataJSON() as unknown) };
}
