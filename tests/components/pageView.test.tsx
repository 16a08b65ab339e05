// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createComponentRegistry } from '../../src/registry/ComponentRegistry.ts';
import { defineComponent } from '../../src/registry/defineComponent.ts';
import { defineLazyComponent } from '../../src/registry/defineLazyComponent.ts';
import { componentDefinitions } from '../../src/app/registries.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { AppProvider } from '../../src/view/StoreContext.tsx';
import { PageView } from '../../src/view/PageView.tsx';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { fakeServices, ok } from '../doubles/fakeServices.ts';
import { plumbingActions } from '../../src/runtime/actions/plumbing/plumbingActions.ts';

const flows = await checkedFlows();
const eligible = { accountStatus: '', mtnStatus: 'A', openBankEligibility: { openbankFFlag: true, openbankSignUpFFlag: true } };

function mount(components = createComponentRegistry(componentDefinitions), href?: string) {
  const ports = memoryPorts(href ? { href, cookies: { loggedIn: 'true' } } : { cookies: { loggedIn: 'true' } });
  const services = fakeServices({
    getOpenBankEligibility: ok(eligible),
    openBankApplication: ok({ customerInfo: { postbackURL: 'https://apply.savingsbank.example/open' } }),
  });
  const store = new RootStore({ flows, ports, services, actions: plumbingActions });
  store.start();
  render(
    <AppProvider value={{ store, components }}>
      <PageView />
    </AppProvider>,
  );
  return { store, ports, services };
}

describe('PageView', () => {
  it('renders the savings landing from flows and dispatches Continue through the flow', async () => {
    const user = userEvent.setup();
    const { ports } = mount();
    const button = await screen.findByRole('button', { name: 'Continue' });
    expect(screen.getByTestId('CREDIT_CARD_MLP')).toContainElement(button);
    await user.click(button);
    await act(async () => undefined);
    expect(ports.assigned).toEqual(['https://apply.savingsbank.example/open']);
  });

  it('shows the not-found page for an unknown address', () => {
    mount(undefined, 'http://127.0.0.1:5173/sales/digital/nope.html');
    expect(screen.getByRole('heading', { name: "We can't find that page" })).toBeInTheDocument();
  });

  it("shows 'Something went wrong.' and logs when a component crashes", async () => {
    const Crashing = defineComponent<{ text: string; level: number }>({
      name: 'Heading',
      description: 'crashes',
      propsSchema: {},
      component: () => {
        throw new Error('boom');
      },
    });
    const others = componentDefinitions.filter((definition) => definition.name !== 'Heading');
    const silence = console.error;
    console.error = () => undefined;
    try {
      const { ports } = mount(createComponentRegistry([...others, Crashing]));
      expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
      expect(ports.errors.some((entry) => entry.message === '[storeflow] render crash')).toBe(true);
    } finally {
      console.error = silence;
    }
  });

  it('renders a lazily loaded component once its code has arrived, showing a loader meanwhile', async () => {
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    const LazyParagraph = defineLazyComponent<{ text: string }>({
      name: 'Paragraph',
      description: 'lazy',
      propsSchema: {},
      load: async () => {
        await arrived;
        return { default: ({ text }: { text: string }) => <p>lazy: {text}</p> };
      },
    });
    const others = componentDefinitions.filter((definition) => definition.name !== 'Paragraph');
    mount(createComponentRegistry([...others, LazyParagraph]));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading, please wait');
    release();
    expect(await screen.findByText(/^lazy: By clicking Continue/)).toBeInTheDocument();
  });

  it("fetches the code of the page's lazy components on entering it, shown or not, and not again on coming back", async () => {
    let loads = 0;
    const LazyAlert = defineLazyComponent<{ text: string }>({
      name: 'Alert',
      description: 'lazy, only in the ineligible views',
      propsSchema: {},
      load: () => {
        loads += 1;
        return Promise.resolve({ default: ({ text }: { text: string }) => <p role="alert">{text}</p> });
      },
    });
    const others = componentDefinitions.filter((definition) => definition.name !== 'Alert');
    const { store } = mount(createComponentRegistry([...others, LazyAlert]));
    await screen.findByRole('button', { name: 'Continue' });
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => undefined);
    const firstEntry = loads;
    expect(firstEntry).toBeGreaterThan(0);
    // Once the code has arrived, coming back to the page asks for none (docs/performance.md "Transitions (session 40)").
    const first = store.location.snapshot.pathname;
    act(() => store.location.push('/sales/digital/nope.html'));
    await screen.findByRole('heading', { level: 1, name: "We can't find that page" });
    act(() => store.location.push(first));
    await screen.findByRole('button', { name: 'Continue' });
    await act(async () => undefined);
    expect(loads).toBe(firstEntry);
  });

  it("moves focus to the new page's heading after in-app navigation, back at the first page's address too, not on first load", async () => {
    const { store } = mount();
    const first = store.location.snapshot.pathname;
    const landing = await screen.findByRole('heading', { level: 1 });
    expect(landing).not.toHaveFocus();
    act(() => store.location.push('/sales/digital/nope.html'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: "We can't find that page" })).toHaveFocus());
    // Back at the address the visit started on: an in-app navigation as any other (it was taken for the first load).
    act(() => store.location.push(first));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(landing.textContent ?? '');
  });
});
