/**
 * Issue 19 item 11, more of an analyst's tasks in the studio, in real
 * Chromium against the temp copy (playwright.studio.config.ts), with no file
 * edited by hand: a switch flipped and the page preview changing; a page
 * added from a layout with a heading and a back link, shown in the preview;
 * an http:// redirect target refused at its field with the file unchanged.
 * After each save: the file on disk, and `npm run flows:check` and
 * `npm run flows:tests -- --check` run on the copy (expectToolsGreen). A
 * retry starts where its first try did: the switch file is put back after
 * each try (restoreOnDisk), and each try adds a page of its own id (a page
 * file removed from under the dev server and added again makes Vite reload
 * every open page, the studio too, so the first try's page is left).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectToolsGreen } from './copyTools';
import { onDisk, openBySearch, openStudio, restoreOnDisk } from './studioPage';

// Each save regenerates the copy's cases, then two commands check the copy: minutes on a loaded 2-core machine.
test.slow(true, 'saves and runs flows:check and flows:tests on the copy');

/** The preview frame of the pages view, set to a mock scenario and a shopper. */
async function previewAs(page: Page, scenario: string, shopper: string) {
  await page.getByLabel('Mock scenario', { exact: true }).selectOption(scenario);
  await page.getByRole('radio', { name: shopper }).check();
  return page.frameLocator('iframe[title^="Preview of"]');
}

/** Counts the service calls (by the last part of their path) made by signed-in `chat-sticky` previews from now on. */
function previewCalls(page: Page): (service: string) => number {
  const seen: string[] = [];
  page.on('request', (request) => {
    const frame = request.frame();
    if (!frame.url().includes('scenario=chat-sticky') || !frame.name().includes('"shopper":"signedIn"')) return;
    seen.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  return (service) => seen.filter((name) => name === service).length;
}

// The switch file as the flip test found it: put back after its try, so a retry meets the switch on.
const switchesPath = 'flows/switches/channels.json';
let switchesBefore: string | null = null;
test.afterEach(async ({ request }) => {
  if (switchesBefore !== null) await restoreOnDisk(request, { [switchesPath]: switchesBefore });
  switchesBefore = null;
});

/** The id of the page a try of the add-a-page test adds: its own per retry and repeat (see the header). */
function tryPageId(): string {
  const { retry, repeatEachIndex } = test.info();
  const tries = retry + repeatEachIndex;
  return tries === 0 ? 'storeHours' : `storeHours${tries + 1}`;
}

test('flip a switch and see the preview change', async ({ page }) => {
  const path = switchesPath;
  switchesBefore = onDisk(path);
  await openStudio(page);
  // The shop page for a signed-in shopper whose chat check answers a sticky proposition: the chat offer shows.
  await openBySearch(page, 'shop.shop', 'shop.shop');
  let preview = await previewAs(page, 'chat-sticky', 'Signed in');
  await expect(preview.getByTestId('CHAT_PROPOSITION')).toBeVisible();

  // The analyst turns the live chat check off by default and saves.
  await openBySearch(page, 'FF_LIVE_PERSON_CHAT', 'FF_LIVE_PERSON_CHAT');
  const chatSwitch = page.getByRole('switch', { name: 'FF_LIVE_PERSON_CHAT default' });
  await expect(chatSwitch).toHaveAttribute('aria-checked', 'true');
  await chatSwitch.click();
  await expect(chatSwitch).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved ${path}` })).toBeVisible();
  expect(JSON.parse(onDisk(path)).switches.FF_LIVE_PERSON_CHAT.default).toBe(false);
  await expectToolsGreen(page);

  // Back on the page: no chat offer. Turned on for the preview only (the throttle list), it is back.
  const calls = previewCalls(page);
  await openBySearch(page, 'shop.shop', 'shop.shop');
  preview = await previewAs(page, 'chat-sticky', 'Signed in');
  await expect(preview.getByRole('heading', { level: 1 })).toBeVisible();
  // An absence needs a sign that it had its chance: the sales layout's entry effects start the chat check
  // (flows/fragments/channelsOnEnter.json) before they ask getCart, so once a signed-in chat-sticky preview asked
  // for the cart, a chat check would have been asked too.
  await expect.poll(() => calls('getCart')).toBeGreaterThan(0);
  expect(calls('livePersonCheck')).toBe(0);
  await expect(preview.getByTestId('CHAT_PROPOSITION')).toHaveCount(0);
  await page.getByRole('checkbox', { name: /Set the throttle list here/ }).check();
  await page.getByRole('switch', { name: 'FF_LIVE_PERSON_CHAT in the preview' }).click();
  await expect(preview.getByTestId('CHAT_PROPOSITION')).toBeVisible();
});

test('add a page from a layout with a heading and a back link, and see it in the preview', async ({ page }) => {
  const id = tryPageId();
  await openStudio(page);
  await openBySearch(page, 'shop.shop', 'shop.shop');
  await page.locator('summary', { hasText: 'Add a page' }).click();
  const form = page.getByRole('form', { name: 'Add a page' });
  await form.getByLabel('Journey').selectOption('shop');
  await form.getByLabel('Page id').fill(id);
  await expect(form.getByLabel('Address (without .html)')).toHaveValue(id.toLowerCase());
  await form.getByLabel('Layout').selectOption('salesNavOnly');
  await form.getByLabel('Heading', { exact: true }).fill('Our store hours');
  await form.getByLabel('Back link leads to').selectOption('shop.shop');
  await form.getByLabel('Back link words', { exact: true }).fill('Back to the shop');
  await form.getByLabel('Heading in Spanish').fill('Nuestro horario');
  await form.getByLabel('Back link words in Spanish').fill('Volver a la tienda');
  await form.getByRole('button', { name: 'Add page' }).click();
  // Two saves, each checked in full (a new file and a companion), after the previous save's cases: slow on a loaded machine.
  await expect(form.getByRole('status')).toHaveText(`Added flows/journeys/shop/${id}.json.`, { timeout: 240_000 });

  // On disk: the page file, and its two texts in English and Spanish.
  const written = JSON.parse(onDisk(`flows/journeys/shop/${id}.json`));
  expect(written).toMatchObject({ journey: 'shop', id, route: id.toLowerCase(), layout: 'salesNavOnly' });
  expect(JSON.stringify(written.body)).toContain('"link":"shop"');
  const textsFile = (await form.getByText(/^The texts go in/).textContent()) ?? '';
  const englishFile = /The texts go in (\S+) and/.exec(textsFile)?.[1] as string;
  expect(JSON.parse(onDisk(englishFile)).texts).toMatchObject({ [`shop.${id}.heading`]: 'Our store hours', [`shop.${id}.back`]: 'Back to the shop' });
  expect(JSON.parse(onDisk(englishFile.replace('flows/texts/', 'flows/texts/es/'))).texts).toMatchObject({
    [`shop.${id}.heading`]: 'Nuestro horario',
    [`shop.${id}.back`]: 'Volver a la tienda',
  });
  await expectToolsGreen(page);

  // The pages view now shows the new page, in the tree and in the preview.
  await expect(page.getByRole('combobox', { name: 'Page', exact: true })).toHaveValue(`shop.${id}`);
  const preview = page.frameLocator('iframe[title^="Preview of"]');
  await expect(preview.getByRole('heading', { level: 1, name: 'Our store hours' })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', /shop\.html/);
});

test('an http:// redirect target is refused at its field, and the file stays as it was', async ({ page }) => {
  const path = 'flows/redirects/cart-lost.json';
  const before = onDisk(path);
  await openStudio(page);
  await openBySearch(page, 'cartLost', 'cartLost');
  await page
    .getByRole('grid')
    .getByRole('row', { name: /postpaidCart/ })
    .click();
  const target = page.getByLabel('Target address (to)');
  await expect(target).toHaveValue('/sales/next/expresscart.html?redirect=detailsnotfound');
  await target.fill('http://cart.example/expresscart.html');
  await expect(target).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/would be refused by the Redirector/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  expect(onDisk(path)).toBe(before);
});
