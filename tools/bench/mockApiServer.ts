/**
 * The storefront's production build with its mock services OUTSIDE the page
 * (issue 12 item 3): a small Node server that serves dist/ (single-page-app
 * fallback, the security headers the build wrote to _headers) and answers
 * every API call with the same MSW handlers the tests use
 * (src/mocks/createHandlers.ts) through msw's getResponse. So the browser
 * runs only the app's own code, as in production.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getResponse, type HttpHandler } from 'msw';
import { createServer as createViteServer } from 'vite';
import { repoPath } from '../repoPath.ts';
import { headersFileName, readHeadersFile } from '../vite/securityPlugin.ts';
import { staticFolder } from './staticFiles.ts';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

interface MockModules {
  handlers: HttpHandler[];
  navigationPages: Middleware;
}

/**
 * src/mocks reads the content files with Vite's import.meta.glob, so the
 * modules are loaded through Vite's SSR loader (no config file: none of the
 * app's build plugins), then the loader is closed; the loaded modules stay.
 */
async function loadMocks(): Promise<MockModules> {
  const vite = await createViteServer({
    configFile: false,
    root: repoPath('.'),
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { createHandlers } = (await vite.ssrLoadModule('/src/mocks/createHandlers.ts')) as typeof import('../../src/mocks/createHandlers.ts');
    const { createMemoryStorage } = (await vite.ssrLoadModule('/src/mocks/memoryStorage.ts')) as typeof import('../../src/mocks/memoryStorage.ts');
    const { navigationPagesMiddleware } = (await vite.ssrLoadModule('/src/mocks/vitePlugin.ts')) as typeof import('../../src/mocks/vitePlugin.ts');
    // One shopper: the server's storages stand in for the page's localStorage and sessionStorage.
    const local = createMemoryStorage();
    const session = createMemoryStorage();
    const handlers = createHandlers({ getLocalStorage: () => local, getSessionStorage: () => session, warn: (m) => console.warn(m), switches: 'demo' });
    return { handlers, navigationPages: navigationPagesMiddleware() as Middleware };
  } finally {
    await vite.close();
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toRequest(req: IncomingMessage, origin: string, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined });
}

async function sendResponse(res: ServerResponse, response: Response, extraHeaders: Record<string, string>): Promise<void> {
  res.statusCode = response.status;
  for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  res.end(Buffer.from(await response.arrayBuffer()));
}

export interface RunningServer {
  origin: string;
  close(): Promise<void>;
}

/** Starts the server on 127.0.0.1:port for the built folder `distDir` (needs its _headers file). */
export async function startMockApiServer(distDir: string, port: number): Promise<RunningServer> {
  const headersPath = join(distDir, headersFileName);
  if (!existsSync(headersPath)) throw new Error(`[bench] ${headersPath} is missing: build the app first (vite build writes it).`);
  const securityHeaders = readHeadersFile(readFileSync(headersPath, 'utf8'));
  const mocks = await loadMocks();
  const files = staticFolder(distDir);
  const origin = `http://127.0.0.1:${port}`;

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', origin);
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const file = req.method === 'GET' || req.method === 'HEAD' ? files(url.pathname, gzip) : undefined;
    if (file) {
      res.writeHead(file.status, { ...securityHeaders, ...file.headers });
      res.end(req.method === 'HEAD' ? undefined : file.body);
      return;
    }
    const mocked = await getResponse(mocks.handlers, toRequest(req, origin, await readBody(req)));
    if (mocked) return sendResponse(res, mocked, securityHeaders);
    let passed = false;
    mocks.navigationPages(req, res, () => (passed = true));
    if (!passed) return;
    // A page route of the single-page app (or "/"): index.html, as a production host rewrites it.
    const accept = String(req.headers.accept ?? '');
    const page =
      req.method === 'GET' && (accept.includes('text/html') || url.pathname === '/' || url.pathname.endsWith('.html')) ? files('/index.html', gzip) : undefined;
    if (page) {
      res.writeHead(200, { ...securityHeaders, ...page.headers });
      res.end(page.body);
      return;
    }
    res.writeHead(404, { ...securityHeaders, 'content-type': 'text/plain; charset=utf-8' });
    res.end(`[bench] No file or mock answer for ${req.method} ${url.pathname}`);
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(`[bench] ${req.method} ${req.url} failed:`, error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('[bench] mock server error');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
