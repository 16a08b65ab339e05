import { describe, expect, it } from 'vitest';
import { framePorts, gatedPorts } from '../../src/app/firstPaint/framePorts.ts';
import type { ActionContext } from '../../src/model/actionDefinition.ts';
import { setCookies } from '../../src/runtime/actions/setCookies.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';

describe('gatedPorts', () => {
  const real = memoryPorts({ href: 'http://127.0.0.1:5173/sales/nse/shop.html?x=1', cookies: { loggedIn: 'true' }, userAgent: 'VZW-MFA/21.0', width: 375 });
  const frame = framePorts({ pathname: '/sales/nse/shop.html', now: 5, viewportWidth: 1280 });
  let open = false;
  const ports = gatedPorts(real, frame, () => open);

  it('reads the frame until the gate opens, then the browser', () => {
    expect([ports.cookies.all(), ports.document.userAgent(), ports.document.viewportWidth(), ports.clock.now(), ports.location.current().search]).toEqual([
      {},
      '',
      1280,
      5,
      '',
    ]);
    open = true;
    expect([ports.cookies.all(), ports.document.userAgent(), ports.document.viewportWidth(), ports.location.current().search]).toEqual([
      { loggedIn: 'true' },
      'VZW-MFA/21.0',
      375,
      '?x=1',
    ]);
    open = false;
  });

  it('always writes to the browser, even before the gate opens', () => {
    ports.sessionStorage.setItem('lob', 'vzp');
    expect(ports.sessionStorage.getItem('lob')).toBeNull();
    expect(real.sessionStorage.getItem('lob')).toBe('vzp');
  });

  it("decides cookie writes on the browser's cookies before the gate opens: the frame's none would skip a removal", () => {
    const browser = memoryPorts({ cookies: { cartId: 'c-1', gnCartCount: '2' } });
    void setCookies.run({ cartId: null, gnCartCount: 3 }, { ports: gatedPorts(browser, frame, () => false) } as ActionContext);
    expect(browser.cookies.all()).toEqual({ gnCartCount: '3' });
  });
});
