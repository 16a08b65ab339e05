/** Issue 19 item 8: each request the studio's API refuses, and the ones it answers. */
import { describe, expect, it } from 'vitest';
import { refusal, type GuardedRequest } from '../../studio/server/guard.ts';

const own = 'http://127.0.0.1:5173';

function request(overrides: { method?: string; headers?: Record<string, string>; remote?: string } = {}): GuardedRequest {
  return {
    method: overrides.method ?? 'GET',
    headers: { host: '127.0.0.1:5173', ...overrides.headers },
    socket: { remoteAddress: overrides.remote ?? '127.0.0.1', localPort: 5173 },
  };
}

const write = (headers: Record<string, string> = {}): GuardedRequest =>
  request({ method: 'POST', headers: { origin: own, 'content-type': 'application/json', 'x-storeflow-studio': '1', ...headers } });

describe('studio API guard', () => {
  it('answers reads and writes from its own page', () => {
    expect(refusal(request())).toBeNull();
    expect(refusal(request({ headers: { host: 'localhost:5173' } }))).toBeNull();
    expect(refusal(write())).toBeNull();
    expect(refusal(write({ 'sec-fetch-site': 'same-origin' }))).toBeNull();
  });

  it('refuses a request from another machine', () => {
    expect(refusal(request({ remote: '192.168.1.20' }))).toMatch(/only on this machine/);
  });

  it('refuses a DNS-rebinding host name', () => {
    expect(refusal(request({ headers: { host: 'attacker.example:5173' } }))).toMatch(/host "attacker.example:5173" is not the studio's own/);
    expect(refusal(request({ headers: { host: '127.0.0.1:9999' } }))).toMatch(/not the studio's own/);
  });

  it('refuses a cross-site origin, for reads and writes', () => {
    expect(refusal(request({ headers: { origin: 'https://evil.example' } }))).toMatch(/origin "https:\/\/evil.example"/);
    expect(refusal(write({ origin: 'http://127.0.0.1:8080' }))).toMatch(/not the studio's own/);
  });

  it('refuses a cross-site fetch by Sec-Fetch-Site even without an Origin', () => {
    expect(refusal(request({ headers: { 'sec-fetch-site': 'cross-site' } }))).toMatch(/cross-site request is refused/);
  });

  it('refuses a write without Origin, JSON or the studio header (what a plain cross-site form sends)', () => {
    expect(refusal(request({ method: 'POST', headers: { 'content-type': 'application/json', 'x-storeflow-studio': '1' } }))).toMatch(/no Origin/);
    expect(refusal(write({ 'content-type': 'application/x-www-form-urlencoded' }))).toMatch(/must send JSON/);
    expect(refusal(write({ 'content-type': 'text/plain' }))).toMatch(/must send JSON/);
    const withoutHeader = write();
    delete withoutHeader.headers['x-storeflow-studio'];
    expect(refusal(withoutHeader)).toMatch(/x-storeflow-studio header/);
  });
});
