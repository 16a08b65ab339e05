// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://localhost/sales/digital/shop.html"}
/**
 * setCookies skips a write only when the browser's cookie port can tell the cookie already holds the value
 * (docs/performance.md "Transitions (session 36)"): over the real port, a cookie all() cannot show (hidden behind a
 * same-named one on a longer path, or tampered so that it does not decode) is still written or removed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ActionContext } from '../../src/model/actionDefinition.ts';
import { browserPorts } from '../../src/app/ports/browserPorts.ts';
import { setCookies } from '../../src/runtime/actions/setCookies.ts';

function run(args: Record<string, unknown>): void {
  void setCookies.run(args, { ports: browserPorts(window) } as ActionContext);
}

afterEach(() => {
  for (const pair of document.cookie.split('; ')) {
    for (const path of ['/', '/sales']) document.cookie = `${pair.split('=')[0]}=; path=${path}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});

describe("setCookies over the browser's cookie port", () => {
  it('writes our path=/ cookie when a same-named one on /sales already shows the value', () => {
    document.cookie = 'gnCartCount=1; path=/';
    document.cookie = 'gnCartCount=2; path=/sales';
    run({ gnCartCount: 2 });
    expect(document.cookie).toBe('gnCartCount=2; gnCartCount=2');
  });

  it('removes a tampered cookie whose value does not decode', () => {
    document.cookie = 'prospectCartAvailable=%FF; path=/';
    run({ prospectCartAvailable: null });
    expect(document.cookie).toBe('');
  });

  it('still leaves alone a single cookie that holds the value, and an absent one', () => {
    document.cookie = 'gnCartCount=2; path=/';
    const ports = browserPorts(window);
    const written: string[] = [];
    const cookies = { ...ports.cookies, set: (name: string) => void written.push(name), remove: (name: string) => void written.push(name) };
    void setCookies.run({ gnCartCount: 2, cartId: null }, { ports: { ...ports, cookies } } as unknown as ActionContext);
    expect(written).toEqual([]);
  });
});
