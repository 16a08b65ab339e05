/**
 * Chat propositions and the analytics layer (issue 10 items 3, 4, 7) in
 * Chromium against the demo build's mock services. Chat: signed-in only,
 * placements sticky / embedded / overlay with data-testid CHAT_PROPOSITION
 * (contracts 8), feedback 82 when shown and 81 when opened, the chat window
 * stand-in with flow type LP or CO, a slow check dropped quietly. Analytics:
 * readDL per page view (contracts 8 paths), its data in the pageView, no
 * tag-manager script on 127.0.0.1. Axe on each state.
 */
import type { Page, Request } from '@playwright/test';
import { test, expect, expectNoAxeViolations, setMockOverrides, signIn } from './support/fixtures';

const CHECK = '/accountlandingservice/cosales/livePersonCheck';
const FEEDBACK = '/accountlandingservice/cosales/livePersonSubmitfeedback';

function chatAnswer(id: string, message: string) {
  return {
    service: {
      serviceHeader: { statusCode: '0' },
      serviceBody: {
        serviceResponse: {
          propositionList: { proposition: [{ propositionId: id, soiEngagementId: `SOI-${id}`, dynamicAttrList: [{ attrId: 'chatMessage', value: message }] }] },
        },
      },
    },
    throttleList: [],
  };
}

/** Every request to a path, recorded from the start of the test. */
function record(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

const dispositions = (requests: Request[]) =>
  requests.map((r) => (r.postDataJSON() as { responseList: { dispositionId: string }[] }).responseList[0]?.dispositionId);

test('signed in: a sticky proposition, feedback 82 when shown, 81 and the live chat window (LP) when opened', async ({ page }) => {
  await signIn(page);
  const feedback = record(page, FEEDBACK);
  const checks = record(page, CHECK);
  await page.goto('/sales/digital/shop.html?scenario=chat-sticky');
  const proposition = page.getByTestId('CHAT_PROPOSITION');
  await expect(proposition).toHaveCount(1);
  await expect(page.getByRole('complementary', { name: 'Chat with us' })).toContainText('Questions about your cart?');
  await expect.poll(() => dispositions(feedback)).toEqual(['82']);
  expect(checks).toHaveLength(1);
  await expectNoAxeViolations(page);

  await proposition.getByRole('button', { name: 'Chat now' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat with a sales representative' });
  await expect(chat).toBeVisible();
  await expect(chat).toHaveAttribute('data-flow-type', 'LP');
  await expect.poll(() => dispositions(feedback)).toEqual(['82', '81']);
  await expectNoAxeViolations(page);
  await chat.getByRole('button', { name: 'Close chat' }).click();
  await expect(chat).toHaveCount(0);
});

test('overlay (PLP_05) after the delay; clicking it sends 81; embedded (PLP_01) shows in the page', async ({ page }) => {
  await signIn(page);
  const feedback = record(page, FEEDBACK);
  await setMockOverrides(page, { [`POST ${CHECK}`]: { body: chatAnswer('PLP_05', 'Talk to us before you check out.') } });
  await page.goto('/sales/digital/shop.html');
  const overlay = page.getByRole('dialog', { name: 'Chat with us' });
  await expect(overlay.getByTestId('CHAT_PROPOSITION')).toContainText('Talk to us before you check out.');
  await expectNoAxeViolations(page);
  await overlay.getByRole('button', { name: 'Chat now' }).click();
  await expect(page.getByTestId('CHAT_WINDOW')).toBeVisible();
  await expect(overlay).toHaveCount(0);
  await expect.poll(() => dispositions(feedback)).toEqual(['82', '81']);

  await setMockOverrides(page, { [`POST ${CHECK}`]: { body: chatAnswer('PLP_01', 'Need help choosing? Chat with a sales specialist.') } });
  await page.goto('/sales/digital/shop.html');
  await expect(page.getByRole('region', { name: 'Chat with us' }).getByTestId('CHAT_PROPOSITION')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the bot (P_NoNBA) opens with flow type CO', async ({ page }) => {
  await signIn(page);
  await page.goto('/sales/digital/shop.html?scenario=chat-bot');
  await page.getByTestId('CHAT_PROPOSITION').getByRole('button', { name: 'Chat now' }).click();
  await expect(page.getByRole('dialog', { name: 'Chat with our assistant' })).toHaveAttribute('data-flow-type', 'CO');
});

test('signed out: no chat check; the nse data layer is read and sent with the pageView', async ({ page }) => {
  const checks = [...record(page, CHECK), ...record(page, '/accountlandingservice/cosales/nse/livePersonCheck')];
  const reads = record(page, '/omnidlservice/nse/readDL');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !request.url().startsWith('http://127.0.0.1')) scripts.push(request.url());
  });
  await page.goto('/sales/digital/shop.html');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => reads.length).toBe(1);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          ((window as unknown as { storeflowTags?: { event: string; dataLayer?: { user?: { loginStatus?: string } } }[] }).storeflowTags ?? []).find(
            (tag) => tag.event === 'pageView',
          )?.dataLayer?.user?.loginStatus,
      ),
    )
    .toBe('unauthenticated');
  expect(checks).toHaveLength(0);
  expect(scripts).toEqual([]);
  await expect(page.getByTestId('CHAT_PROPOSITION')).toHaveCount(0);
});

test('signed in: /omnidlservice/readDL once per page view', async ({ page }) => {
  await signIn(page);
  const reads = record(page, '/omnidlservice/readDL');
  await page.goto('/sales/digital/shop.html');
  await expect.poll(() => reads.length).toBe(1);
  await page.goto('/sales/digital/smartphones.html');
  await expect.poll(() => reads.length).toBe(2);
});

test('a chat check slower than 5000 ms is dropped quietly', async ({ page }) => {
  test.setTimeout(30000);
  await signIn(page);
  await setMockOverrides(page, { [`POST ${CHECK}`]: { body: chatAnswer('PLP_03', 'Too late'), delayMs: 6500 } });
  const feedback = record(page, FEEDBACK);
  await page.goto('/sales/digital/shop.html');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(7500);
  await expect(page.getByTestId('CHAT_PROPOSITION')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(feedback).toHaveLength(0);
});
