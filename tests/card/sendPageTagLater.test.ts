import { describe, expect, it } from 'vitest';
import { blankFacts } from '../../src/engine/blankFacts.ts';
import { emptyFlowSet } from '../../src/model/flowSet.ts';
import { sendPageTagLater } from '../../src/runtime/actions/sendPageTagLater.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';

function context() {
  const ports = memoryPorts({ href: 'http://127.0.0.1:5173/sales/digital/vvcinterstitial.html' });
  return { ports, context: { ports, facts: blankFacts(emptyFlowSet()), dispatch: () => undefined, setUi: () => undefined } };
}

describe('sendPageTagLater', () => {
  it('sends the event after the delay, not before', async () => {
    const { ports, context: ctx } = context();
    await sendPageTagLater.run({ event: 'tagSetupComplete', delayMs: 1000 }, ctx);
    ports.clock.advance(999);
    expect(ports.tags).toEqual([]);
    ports.clock.advance(1);
    expect(ports.tags).toEqual([{ event: 'tagSetupComplete', data: {} }]);
  });

  it('carries the page name, flow and intent when given', async () => {
    const { ports, context: ctx } = context();
    await sendPageTagLater.run({ event: 'pageView', delayMs: 500, pageName: 'creditCardMLPME' }, ctx);
    ports.clock.advance(500);
    expect(ports.tags).toEqual([{ event: 'pageView', data: { pageName: 'creditCardMLPME' } }]);
  });

  it('sends nothing when the shopper left the page meanwhile', async () => {
    const { ports, context: ctx } = context();
    await sendPageTagLater.run({ event: 'tagSetupComplete', delayMs: 1000 }, ctx);
    ports.location.push('/sales/digital/creditcardmlp.html');
    ports.clock.advance(1000);
    expect(ports.tags).toEqual([]);
  });
});
