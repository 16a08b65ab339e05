/**
 * The static host the storefront prefetches from (settings.prefetchStaticHost,
 * spec 7 and 9), served on this machine for the bench (issue 20 item 4).
 *
 * Without it, Chromium logs a console error for each prefetch of a host this
 * network does not have, and Lighthouse takes best-practices points for it:
 * a cost of the bench, not of the site. The bench maps the host to this
 * server (`--host-resolver-rules`) and, because the prefetch is https only,
 * this server is https with a certificate made for the run (openssl) that the
 * bench's Chromium is told to accept (`--ignore-certificate-errors`, bench
 * only). Every asset answers 200 with an empty body of its type: what matters
 * to the page is that the idle-priority prefetch succeeds, not its bytes.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { repoPath } from '../repoPath.ts';
import type { RunningServer } from './mockApiServer.ts';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };

/** settings.prefetchStaticHost as the build reads it from flows/settings/; a bench without it would measure nothing it says. */
export function prefetchStaticHost(): string {
  const dir = repoPath('flows/settings');
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
    const file = JSON.parse(readFileSync(join(dir, name), 'utf8')) as { settings?: Record<string, { value?: unknown }> };
    const value = file.settings?.prefetchStaticHost?.value;
    if (typeof value === 'string') return value;
  }
  throw new Error('[bench] flows/settings has no prefetchStaticHost: the bench serves that host, so it must be set');
}

/** A self-signed certificate for one host, valid for a day; openssl is on the bench's machines (docs/performance.md). */
function certificateFor(host: string): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-prefetch-host-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'].concat([
        '-subj',
        `/CN=${host}`,
        '-addext',
        `subjectAltName=DNS:${host}`,
        '-keyout',
        key,
        '-out',
        cert,
      ]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the host's stand-in; `resolverRule` maps the host to it in Chromium's `--host-resolver-rules`. */
export async function startPrefetchHost(staticHost: string, port: number): Promise<RunningServer & { resolverRule: string }> {
  const host = new URL(staticHost).hostname;
  const server = createServer(certificateFor(host), (req, res) => {
    const path = new URL(req.url ?? '/', staticHost).pathname;
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'cache-control': 'public, max-age=3600' });
    res.end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    origin: `https://${host}`,
    resolverRule: `MAP ${host}:443 127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
