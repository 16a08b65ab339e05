// @vitest-environment jsdom
/**
 * Issue 20 item 3 through the real flows, store and view: the answers of one
 * page view that arrive within a frame are applied in one MobX action and
 * rendered once; the composed page keeps every node whose props did not
 * change, so React renders only the nodes an answer changed.
 */
import { act, render, screen } from '@testing-library/react';
import { reaction } from 'mobx';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { actionDefinitions, componentDefinitions } from '../../src/app/registries.ts';
import heading from '../../src/components/Heading.tsx';
import { createComponentRegistry } from '../../src/registry/ComponentRegistry.ts';
import { defineComponent } from '../../src/registry/defineComponent.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { PageView } from '../../src/view/PageView.tsx';
import { AppProvider } from '../../src/view/StoreContext.tsx';
import { checkedFlows } from '../setup/checkedFlows.ts';
import type { CallResult } from '../../src/services/transport.ts';
import { fakeServices, ok } from '../doubles/fakeServices.ts';
import { manualFrames } from '../doubles/manualFrames.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { settleRuntime } from '../doubles/settleRuntime.ts';
import { onePhoneCart } from '../doubles/startedStore.ts';

const flows = await checkedFlows();
const eligible = { accountStatus: '', mtnStatus: 'A', openBankEligibility: { openbankFFlag: true, openbankSignUpFFlag: true } };

/** A page with a frames port the test drives, every page render counted, and each Heading's renders. */
function mount(page = 'openbankmlp', options: { withFrames?: boolean; held?: string[] } = {}) {
  const ports = memoryPorts({ href: `http://127.0.0.1:5173/sales/digital/${page}.html`, cookies: { loggedIn: 'true' } });
  const frames = manualFrames();
  if (options.withFrames !== false) ports.frames = frames;
  // A held adapter answers (the cart one phone, others empty) when the test calls answer(adapter).
  const release = new Map<string, () => void>();
  const held = Object.fromEntries(
    (options.held ?? []).map((adapter) => [
      adapter,
      () => new Promise<CallResult>((resolve) => release.set(adapter, () => resolve(ok(adapter === 'getCart' ? onePhoneCart : {})))),
    ]),
  );
  const answer = (adapter: string) => release.get(adapter)?.();
  const services = fakeServices({ getOpenBankEligibility: ok(eligible), ...held }, { otherwise: ok({}) });
  const store = new RootStore({ flows, ports, services, actions: actionDefinitions });
  const headings: string[] = [];
  const RealHeading = heading.component;
  const Counted = defineComponent({
    ...heading,
    component: (props: Parameters<typeof RealHeading>[0]) => {
      headings.push(props.text);
      return <RealHeading {...props} />;
    },
  });
  const components = createComponentRegistry([...componentDefinitions.filter((definition) => definition.name !== 'Heading'), Counted]);
  let commits = 0;
  store.start();
  render(
    <Profiler id="page" onRender={() => void (commits += 1)}>
      <AppProvider value={{ store, components }}>
        <PageView />
      </AppProvider>
    </Profiler>,
  );
  return { store, services, frames, headings, answer, commits: () => commits };
}

describe('answers of a page view, a frame at a time (issue 20 item 3)', () => {
  it('several answers arriving in one frame are applied in one action and rendered once', async () => {
    // The shop: the cart count and the grid wall (the data-layer read and the chat check wait for the paint).
    const { store, services, frames, commits } = mount('shop');
    await act(settleRuntime);
    const pageCalls = [...store.services.calls.keys()];
    expect(pageCalls.length).toBeGreaterThan(1);
    // Every answer is in, none applied: they wait for the frame.
    expect(services.requests.map((request) => request.adapter)).toEqual(expect.arrayContaining(pageCalls));
    expect(pageCalls.every((adapter) => store.services.calls.get(adapter)?.status === 'loading')).toBe(true);
    const statusChanges: string[] = [];
    reaction(
      () => pageCalls.map((adapter) => store.services.calls.get(adapter)?.status).join(),
      (statuses) => statusChanges.push(statuses),
    );
    const before = commits();
    await act(async () => {
      frames.frame();
      await settleRuntime();
    });
    expect(statusChanges).toEqual([pageCalls.map(() => 'ok').join()]);
    expect(commits() - before).toBe(1);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('answers arriving as separate tasks render once per frame, where each rendered on its own without frames', async () => {
    // Outside act(), so React renders as in the browser: each answer's task ends with its own render.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const task = () => new Promise((resolve) => setTimeout(resolve, 0));
    try {
      const rendersPerAnswers = async (withFrames: boolean) => {
        // The shop: the cart answer changes the cart count in the navigation, the grid wall's ends its loader.
        const { frames, commits, answer } = mount('shop', { withFrames, held: ['getCart', 'gridwall'] });
        await task();
        const before = commits();
        answer('getCart');
        await task();
        answer('gridwall');
        await task();
        frames.frame();
        await task();
        return commits() - before;
      };
      expect(await rendersPerAnswers(false)).toBe(2);
      expect(await rendersPerAnswers(true)).toBe(1);
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('a change no node reads renders nothing; the composed page is the same object', async () => {
    const { store, frames, headings, commits } = mount();
    await act(async () => {
      await settleRuntime();
      frames.frame();
      await settleRuntime();
    });
    const nodes = store.flow.nodes;
    const headingRenders = headings.length;
    const before = commits();
    expect(headingRenders).toBeGreaterThan(0);
    // A ui fact this page shows nowhere: the facts change, the composed page does not.
    act(() => store.ui.set('nothingShowsThis', 'x'));
    expect(store.facts.facts.ui.nothingShowsThis).toBe('x');
    expect(store.flow.nodes).toBe(nodes);
    expect(commits()).toBe(before);
    expect(headings).toHaveLength(headingRenders);
  });

  it('an answer re-renders the nodes that read it, not the rest of the page', async () => {
    const { frames, headings, commits, answer } = mount('shop', { held: ['getCart'] });
    await act(async () => {
      await settleRuntime();
      frames.frame();
      await settleRuntime();
    });
    const headingRenders = headings.length;
    const before = commits();
    expect(screen.getByRole('link', { name: /Cart \(0\)/ })).toBeInTheDocument();
    await act(async () => {
      answer('getCart');
      await settleRuntime();
      frames.frame();
      await settleRuntime();
    });
    // The navigation shows the cart's count; the headings, which do not read the cart, were not rendered again.
    expect(screen.getByRole('link', { name: /Cart \(1\)/ })).toBeInTheDocument();
    expect(commits() - before).toBe(1);
    expect(headings).toHaveLength(headingRenders);
  });
});
