// @vitest-environment node
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { navigationPagesMiddleware } from '../../src/mocks/vitePlugin.ts';

function run(method: string, url: string) {
  const res = { statusCode: 0, headers: {} as Record<string, string>, body: undefined as string | undefined };
  const response = {
    set statusCode(code: number) {
      res.statusCode = code;
    },
    setHeader: (name: string, value: string) => void (res.headers[name] = value),
    end: (body?: string) => void (res.body = body),
  } as unknown as ServerResponse;
  const next = vi.fn();
  navigationPagesMiddleware()({ method, url } as IncomingMessage, response, next);
  return { res, next };
}

describe('mock navigation pages (vite dev/preview middleware)', () => {
  it('sends a logout navigation to the storefront signed-out page (site header and look, issue 9), query ignored', () => {
    const { res, next } = run('GET', '/fraudservice/session/logout?goto=/sales/digital/shop.html');
    expect(next).not.toHaveBeenCalled();
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sales/digital/signedout.html');
  });

  it('passes POSTs and other paths on', () => {
    expect(run('POST', '/fraudservice/session/logout').next).toHaveBeenCalled();
    expect(run('GET', '/sales/digital/shop.html').next).toHaveBeenCalled();
  });
});
