/** A plain static server for the peer apps (no API, no CSP: minimal builds as each library's docs show them). */
import { createServer } from 'node:http';
import { staticFolder } from './staticFiles.ts';
import type { RunningServer } from './mockApiServer.ts';

export async function startStaticServer(root: string, port: number): Promise<RunningServer> {
  const files = staticFolder(root);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname;
    const file = files(path, /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')));
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`[bench] ${url.pathname} not found`);
      return;
    }
    res.writeHead(file.status, file.headers);
    res.end(file.body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
