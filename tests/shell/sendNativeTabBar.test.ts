import { describe, expect, it } from 'vitest';
import type { ActionContext } from '../../src/model/actionDefinition.ts';
import { sendNativeTabBar } from '../../src/runtime/actions/shell/sendNativeTabBar.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';

function inTheApp() {
  const ports = memoryPorts({ href: 'http://127.0.0.1:5173/sales/digital/shop.html' });
  const bridged: unknown[] = [];
  const errors: unknown[] = [];
  ports.nativeBridge = { available: () => true, openUrl: () => undefined, postMessage: (type, payload) => void bridged.push({ type, ...payload }) };
  ports.logger = { error: (message, detail) => void errors.push([message, detail]), info: () => undefined };
  const context = { ports } as unknown as ActionContext;
  return { context, bridged, errors };
}

describe('sendNativeTabBar (spec 3, 6, 9)', () => {
  it('hands the flow-decided settings to the app as they are', async () => {
    const { context, bridged, errors } = inTheApp();
    await sendNativeTabBar.run({ pattern: 'B1', tabIndex: 2, shopVariant: 'new' }, context);
    expect(bridged).toEqual([{ type: 'tabBarSettings', pattern: 'B1', tabIndex: 2, shopVariant: 'new' }]);
    expect(errors).toEqual([]);
  });

  it('reports a value of the wrong kind from a flow table and sends nothing, rather than guessing tab 2', async () => {
    const { context, bridged, errors } = inTheApp();
    await sendNativeTabBar.run({ pattern: 'C', tabIndex: '1' }, context);
    expect(bridged).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(String((errors[0] as unknown[])[0])).toContain('tabIndex a whole number');
  });
});
