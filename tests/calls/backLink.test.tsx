// @vitest-environment jsdom
// @vitest-pool forks: loads axios's Node build, which Vitest's VM pool cannot on Node 20 (tests/setup/vmTestFiles.ts)
/**
 * Spec 2.4 showBackButton: the Back control above the page (flows/fragments/
 * backLink.json) shows only for showBackButton=true and takes the shopper back
 * in the tab's history (backLinkPressed -> historyBack -> location.back), by
 * click or keyboard. The whole app: real flows, registries and mock services.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { actionDefinitions, adapterDefinitions, componentDefinitions } from '../../src/app/registries.ts';
import { createComponentRegistry } from '../../src/registry/ComponentRegistry.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { createHttpTransport } from '../../src/services/httpTransport.ts';
import { createHttpClient } from '../../src/services/http/createHttpClient.ts';
import { AppProvider } from '../../src/view/StoreContext.tsx';
import { PageView } from '../../src/view/PageView.tsx';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { mockServerForFile, ORIGIN } from '../plumbing/plumbingHarness.ts';

const flows = await checkedFlows();
const { unhandled } = mockServerForFile();
const back = { name: flows.texts['calls.backLink'] };
// The first page of a file imports its lazy views cold; on a loaded 2-core machine that takes longer than Testing Library's 1 s default.
const slow = { timeout: 10_000 };

/** The app opened on `href` in a fresh tab (nothing earlier in its history). */
async function openInNewTab(href: string) {
  const ports = memoryPorts({ href });
  const services = createHttpTransport({
    http: createHttpClient({ baseURL: ORIGIN }),
    adapters: new Map(adapterDefinitions.map((adapter) => [adapter.name, adapter])),
    validators: {},
  });
  const store = new RootStore({ flows, ports, services, actions: actionDefinitions });
  store.start();
  render(
    <AppProvider value={{ store, components: createComponentRegistry(componentDefinitions) }}>
      <PageView />
    </AppProvider>,
  );
  return { store, ports };
}

/** The app on the shop page; then the shopper follows a link to `path` inside it. */
async function arriveFromShop(path: string) {
  const { store, ports } = await openInNewTab(`${ORIGIN}/sales/digital/shop.html`);
  await screen.findByRole('heading', { level: 1, name: 'Find your next phone' }, slow);
  act(() => store.location.push(path));
  await waitFor(() => expect(store.flow.current?.pageId).toBe(new URL(path, ORIGIN).pathname.split('/').pop()?.replace('.html', '')), slow);
  return { store, ports };
}

describe('Back control (spec 2.4 showBackButton)', { timeout: 30_000 }, () => {
  it('shows for showBackButton=true above the page and goes back to the page the shopper came from', async () => {
    const user = userEvent.setup();
    const { store, ports } = await arriveFromShop('/sales/digital/documents.html?showBackButton=true');
    const button = await screen.findByRole('button', back, slow);
    expect(button).toHaveAttribute('data-testid', 'BACK_LINK');
    // Above the page: before the page's heading in reading (and tab) order.
    const heading = screen.getByRole('heading', { level: 1 });
    expect(button.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(button);
    expect(ports.backs).toEqual([`${ORIGIN}/sales/digital/documents.html?showBackButton=true`]);
    await waitFor(() => expect(store.flow.current?.pageId).toBe('shop'), slow);
    expect(await screen.findByRole('heading', { level: 1, name: 'Find your next phone' }, slow)).toBeInTheDocument();
    // The shop's own address has no showBackButton: no Back control there.
    expect(screen.queryByRole('button', back)).not.toBeInTheDocument();
    expect(unhandled).toEqual([]);
  });

  it('works from the keyboard (Enter on the focused control)', async () => {
    const user = userEvent.setup();
    const { ports } = await arriveFromShop('/sales/digital/pdp.html?deviceId=nova-16&showBackButton=true');
    (await screen.findByRole('button', back, slow)).focus();
    await user.keyboard('{Enter}');
    expect(ports.backs).toHaveLength(1);
    expect(ports.location.current().pathname).toBe('/sales/digital/shop.html');
  });

  it("is in the offer pages' layout too (site): the savings landing, back to the shop", async () => {
    const user = userEvent.setup();
    const { store, ports } = await arriveFromShop('/sales/digital/openbankmlp.html?showBackButton=true');
    await user.click(await screen.findByRole('button', back, slow));
    expect(ports.backs).toHaveLength(1);
    await waitFor(() => expect(store.flow.current?.pageId).toBe('shop'), slow);
  });

  for (const search of ['', '?showBackButton=false', '?showBackButton=TRUE', '?showBackButton=1']) {
    it(`is not shown for ${search || 'no showBackButton'}`, async () => {
      const { store } = await arriveFromShop(`/sales/digital/documents.html${search}`);
      await waitFor(() => expect(store.flow.current?.pageId).toBe('documents'), slow);
      await screen.findByRole('heading', { level: 1 }, slow);
      expect(screen.queryByRole('button', back)).not.toBeInTheDocument();
      expect(screen.queryByTestId('BACK_LINK')).not.toBeInTheDocument();
    });
  }

  // Issue 23 item 6: a tab opened on the page has no earlier page; Back opens the page's parent in its
  // journey, as the flows declare it (backLinkPressed's parent), instead of doing nothing.
  for (const [path, parent] of [
    ['/sales/digital/pdp.html?deviceId=nova-16&showBackButton=true', 'gridwall'],
    ['/sales/digital/payment.html?showBackButton=true', 'expresscheckout'],
    ['/sales/digital/splash.html?showBackButton=true', 'creditcardmlp'],
    ['/sales/digital/openbankmlp.html?showBackButton=true', 'shop'],
  ] as const) {
    it(`without history goes from ${new URL(path, ORIGIN).pathname.split('/').pop()} to its parent ${parent}`, async () => {
      const user = userEvent.setup();
      const { store, ports } = await openInNewTab(`${ORIGIN}${path}`);
      await user.click(await screen.findByRole('button', back, slow));
      expect(ports.backs).toEqual([]);
      await waitFor(() => expect(store.flow.current?.pageId).toBe(parent), slow);
    });
  }
});
