// @vitest-environment jsdom
/**
 * Render crashes (spec 8) in the page view: 'Something went wrong.' shows,
 * and the crash reaches jsNotifyAsDynamic as a component error (not only the
 * console); a lazy component whose chunk failed is a chunk-load failure.
 */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { componentDefinitions } from '../../src/app/registries.ts';
import { createComponentRegistry } from '../../src/registry/ComponentRegistry.ts';
import { defineComponent } from '../../src/registry/defineComponent.ts';
import { defineLazyComponent } from '../../src/registry/defineLazyComponent.ts';
import type { ComponentDefinition } from '../../src/model/componentDefinition.ts';
import { plumbingActions } from '../../src/runtime/actions/plumbing/plumbingActions.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { AppProvider } from '../../src/view/StoreContext.tsx';
import { PageView } from '../../src/view/PageView.tsx';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { fakeServices, ok } from '../doubles/fakeServices.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';

const flows = await checkedFlows();
const eligible = { accountStatus: '', mtnStatus: 'A', openBankEligibility: { openbankFFlag: true, openbankSignUpFFlag: true } };

async function mountWithHeading(heading: ComponentDefinition<never>, cookies: Record<string, string> = {}) {
  const ports = memoryPorts({ cookies: { loggedIn: 'true', ...cookies } });
  const services = fakeServices({ getOpenBankEligibility: ok(eligible), jsNotifyAsDynamic: ok({}) });
  const store = new RootStore({ flows, ports, services, actions: plumbingActions });
  store.start();
  const components = createComponentRegistry([
    ...componentDefinitions.filter((definition) => definition.name !== 'Heading'),
    heading as ComponentDefinition<unknown>,
  ]);
  const silence = console.error;
  console.error = () => undefined;
  try {
    render(
      <AppProvider value={{ store, components }}>
        <PageView />
      </AppProvider>,
    );
    await act(async () => undefined);
  } finally {
    console.error = silence;
  }
  const logs = () => services.requests.filter((request) => request.adapter === 'jsNotifyAsDynamic').map((request) => request.body as Record<string, unknown>);
  return { store, ports, logs };
}

describe('render crash', () => {
  it("shows 'Something went wrong.' and logs a component error to jsNotifyAsDynamic", async () => {
    const crashing = defineComponent<never>({
      name: 'Heading',
      description: 'crashes',
      propsSchema: {},
      component: () => {
        throw new TypeError('items is undefined');
      },
    });
    const { logs } = await mountWithHeading(crashing);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(logs()).toContainEqual(
      expect.objectContaining({
        eventType: 'SCRIPT_ERROR',
        subEventType: 'COMPONENT_ERROR',
        errorClass: 'component',
        errorMessage: 'TypeError: items is undefined',
      }),
    );
  });

  it('a lazy component whose chunk failed reloads with a timestamp when FF_CHUNK_RELOAD is on', async () => {
    const lazyHeading = defineLazyComponent<never>({
      name: 'Heading',
      description: 'chunk fails',
      propsSchema: {},
      load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:5173/assets/Heading.view-1.js')),
    });
    const { ports, logs } = await mountWithHeading(lazyHeading, { cdlThrottleList: 'FF_CHUNK_RELOAD' });
    await act(async () => undefined);
    expect(ports.assigned.some((url) => new URL(url).searchParams.has('ts'))).toBe(true);
    expect(logs()).toContainEqual(expect.objectContaining({ subEventType: 'SCRIPT_LOAD_ERROR', errorClass: 'script-load' }));
  });
});
