import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockApiServer, type RunningServer } from '../../tools/bench/mockApiServer.ts';

const CSP = "default-src 'self'; script-src 'self'";

describe('the bench server: production build plus the MSW handlers outside the page', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'bench-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>storeflow</title>');
    writeFileSync(join(dist, 'assets', 'index-abc.js'), 'export {};');
    writeFileSync(join(dist, '_headers'), `/*\n  Content-Security-Policy: ${CSP}\n  X-Content-Type-Options: nosniff\n`);
    server = await startMockApiServer(dist, 4217);
  }, 60_000);
  afterAll(() => server?.close());

  it('answers a service call with the mock handler, under the build security headers', async () => {
    const response = await fetch(`${server.origin}/deviceconfigservice/gridwall`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(CSP);
    const body = (await response.json()) as { devices: { id: string }[] };
    expect(body.devices.length).toBeGreaterThan(0);
  });

  it('serves a page route as index.html (single-page app) and a script as a file', async () => {
    const page = await fetch(`${server.origin}/sales/digital/shop.html`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>storeflow</title>');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const script = await fetch(`${server.origin}/assets/index-abc.js`);
    expect(script.headers.get('content-type')).toContain('text/javascript');
  });

  it('says what it could not answer instead of a blank 200', async () => {
    const response = await fetch(`${server.origin}/assets/missing.js`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('No file or mock answer for GET /assets/missing.js');
  });
});
