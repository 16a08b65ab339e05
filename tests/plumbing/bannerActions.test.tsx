// @vitest-environment jsdom
/**
 * The banner's optional control (src/app/shell/PlumbingShell.tsx): the
 * error-assistance link of decisions.errorAssist (spec 4.5) and the
 * cancelled-case button (spec 8), both followed through checked URLs;
 * proactive banners show and hide on their own slot (spec 4.6).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { componentDefinitions } from '../../src/app/registries.ts';
import { PlumbingNotification } from '../../src/app/shell/PlumbingShell.tsx';
import { createComponentRegistry } from '../../src/registry/ComponentRegistry.ts';
import { plumbingActions } from '../../src/runtime/actions/plumbing/plumbingActions.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { AppProvider } from '../../src/view/StoreContext.tsx';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { fakeServices, ok } from '../doubles/fakeServices.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { settleRuntime } from '../doubles/settleRuntime.ts';

const flows = await checkedFlows();

function mount(cookies: Record<string, string>) {
  const ports = memoryPorts({ cookies: { loggedIn: 'true', ...cookies }, href: 'http://127.0.0.1:5173/sales/digital/cartLocked.html' });
  const store = new RootStore({ flows, ports, services: fakeServices({ jsNotifyAsDynamic: ok({}) }), actions: plumbingActions });
  render(
    <AppProvider value={{ store, components: createComponentRegistry(componentDefinitions) }}>
      <PlumbingNotification />
    </AppProvider>,
  );
  return { store, ports };
}

describe('banner controls', () => {
  it('an error with assist offers the chat link (EA_BAU) once its code is in; the click opens the tab in its own task', async () => {
    const { store, ports } = mount({ cdlThrottleList: 'EA_BAU' });
    const label = 'Click here to get assistance from a live agent via chat.';
    // The generic error row's way: checkErrorAssist (which loads error assistance's code), then the banner.
    act(() => {
      store.plumbing.assist.checkErrorAssist(false, () => Promise.resolve({ outcome: 'done' as const }));
      store.plumbing.notifier.notify({ message: 'Looks like something went wrong. Please try again later.', level: 'error', assist: true });
    });
    // Spec 4.5, 9: before the code is in, a click could open the tab only after an await, and the popup blocker
    // refuses a window opened once the click's user activation is gone: no link yet.
    expect(screen.queryByRole('button', { name: label })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close notification' })).toHaveFocus();
    await act(settleRuntime);
    // A synchronous click: the tab must be open when the click's handler returns, with no await in between.
    fireEvent.click(screen.getByRole('button', { name: label }));
    expect(ports.opened).toEqual([{ url: flows.settings.errorAssistChatUrl, target: '_blank', features: '' }]);
  });

  it('no EA_ switch: no assistance link', () => {
    const { store } = mount({});
    act(() => store.plumbing.notifier.notify({ message: 'Oops', level: 'error', assist: true }));
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Close notification']);
  });

  it('notify with assist and no checkErrorAssist loads the code itself (no checks run): the link follows', async () => {
    const { store, ports } = mount({ cdlThrottleList: 'EA_BAU' });
    const label = 'Click here to get assistance from a live agent via chat.';
    act(() =>
      store.runner.run([{ action: 'notify', args: { message: 'Looks like something went wrong. Please try again later.', level: 'error', assist: true } }], {
        actionsAtOnce: true,
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Looks like something went wrong.');
    expect(screen.queryByRole('button', { name: label })).toBeNull();
    await act(settleRuntime);
    fireEvent.click(screen.getByRole('button', { name: label }));
    expect(ports.opened).toEqual([{ url: flows.settings.errorAssistChatUrl, target: '_blank', features: '' }]);
  });

  it('with the code fetched ahead (the spec 9 prefetch), the alert shows its link in the same render as its message', async () => {
    const { store } = mount({ cdlThrottleList: 'EA_BAU' });
    await act(() => store.plumbing.assist.preload());
    // role="alert": a link added a chunk later would be read out again and shift the layout.
    act(() => store.plumbing.notifier.notify({ message: 'Looks like something went wrong. Please try again later.', level: 'error', assist: true }));
    expect(screen.getByRole('alert')).toContainElement(screen.getByRole('button', { name: 'Click here to get assistance from a live agent via chat.' }));
  });

  it('the cancelled-case button follows its checked URL; a foreign one is refused', async () => {
    const { store, ports } = mount({});
    act(() =>
      store.plumbing.notifier.notify({
        message: 'Your request was cancelled.',
        level: 'info',
        buttonLabel: 'Continue shopping',
        buttonUrl: '/sales/digital/shop.html',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue shopping' }));
    expect(ports.assigned).toEqual(['http://127.0.0.1:5173/sales/digital/shop.html']);
    act(() =>
      store.plumbing.notifier.notify({
        message: 'Your request was cancelled.',
        level: 'info',
        buttonLabel: 'Continue shopping',
        buttonUrl: 'https://evil.example/',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue shopping' }));
    expect(ports.assigned).toHaveLength(1);
  });

  it('the proactive banner shows and hides on its own slot', () => {
    const { store } = mount({});
    act(() => store.plumbing.notifier.notify({ message: 'Chat with us about your order', level: 'info', proactive: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Chat with us about your order');
    expect(store.facts.facts.notification).toMatchObject({ visible: false, proactiveVisible: true });
    act(() => store.plumbing.notifier.hideNotification(true));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
