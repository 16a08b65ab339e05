import { describe, expect, it } from 'vitest';
import { retextFor, showTextEdits } from '../../src/runtime/liveTexts.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { fakeServices } from '../doubles/fakeServices.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { plumbingActions } from '../../src/runtime/actions/plumbing/plumbingActions.ts';

/** Issue 21 item 7: a text edit in the dev server shows in what is already on screen. */
const flows = await checkedFlows();

describe('retextFor', () => {
  it('rewrites a sentence of an edited text, placeholders refilled, and leaves others alone', () => {
    const retext = retextFor({ a: 'Choose {name}', b: 'Same' }, { a: 'Pick {name} now', b: 'Same' });
    expect(retext?.('Choose Unlimited Plus')).toBe('Pick Unlimited Plus now');
    expect(retext?.('Same')).toBe('Same');
    expect(retext?.('Something else')).toBe('Something else');
  });

  it('is null when no text changed', () => {
    expect(retextFor({ a: 'x' }, { a: 'x', b: 'new' })).toBeNull();
  });
});

describe('showTextEdits after RootStore.replaceFlows (the dev server hot update)', () => {
  it('updates the banner, an alert in ui state and the page-load error message already shown', () => {
    const store = new RootStore({ flows, ports: memoryPorts(), services: fakeServices({}), actions: plumbingActions });
    store.start();
    const banner = flows.texts['plumbing.cancelledCase'] as string;
    const choose = (flows.texts['sales.plans.choose'] as string).replace('{name}', 'Unlimited');
    store.plumbing.notifier.notify({ message: banner, level: 'info' });
    store.ui.set('applicationError', choose);
    store.plumbing.serviceState.recordError({ ...store.plumbing.serviceState.lastError, present: true, message: banner });

    const edited = { ...flows.texts, 'plumbing.cancelledCase': 'Your order was cancelled (edited).', 'sales.plans.choose': 'Pick {name}' };
    store.replaceFlows({ ...flows, texts: edited });
    showTextEdits(store, flows.texts, edited);

    expect(store.plumbing.notifications.current?.message).toBe('Your order was cancelled (edited).');
    expect(store.ui.asObject().applicationError).toBe('Pick Unlimited');
    expect(store.plumbing.serviceState.lastError.message).toBe('Your order was cancelled (edited).');
  });
});
