import { execFileSync } from 'node:child_process';
import { request } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchBrowserArgs } from '../../tools/bench/measureApp.ts';
import { prefetchStaticHost, startPrefetchHost } from '../../tools/bench/prefetchHostServer.ts';

/** The server makes its certificate with openssl, which the bench's machines have; CI's may not (it never runs the bench). */
const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('the bench serves the prefetch host (issue 20 item 4: no console error, best practices 100)', () => {
  it('maps only the named hosts to this machine, every other host to nothing', () => {
    const args = benchBrowserArgs(['MAP static.storeflow.example:443 127.0.0.1:4214']);
    expect(args).toContain('--host-resolver-rules=MAP static.storeflow.example:443 127.0.0.1:4214, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1');
    expect(args).toContain('--ignore-certificate-errors');
    expect(benchBrowserArgs()).not.toContain('--ignore-certificate-errors');
  });

  it('reads the host from the flows, as the build does', () => {
    expect(new URL(prefetchStaticHost()).protocol).toBe('https:');
  });

  describe.skipIf(!hasOpenssl)('the stand-in host', () => {
    let host: Awaited<ReturnType<typeof startPrefetchHost>>;
    beforeAll(async () => {
      host = await startPrefetchHost('https://static.storeflow.example', 4224);
    });
    afterAll(() => host?.close());

    it('answers an asset over https, for the host its certificate names', async () => {
      const answer = await new Promise<{ status: number; type: string; cert: string }>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port: 4224,
            path: '/etc/clientlibs/sales/js/sales-vendor.min.js',
            servername: 'static.storeflow.example',
            rejectUnauthorized: false,
          },
          (res) => {
            const cert = (res.socket as import('node:tls').TLSSocket).getPeerCertificate().subjectaltname ?? '';
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), cert }));
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(answer).toEqual({ status: 200, type: 'text/javascript', cert: 'DNS:static.storeflow.example' });
      expect(host.resolverRule).toBe('MAP static.storeflow.example:443 127.0.0.1:4224');
    });
  });
});
