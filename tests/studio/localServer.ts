import { createServer, type RequestListener } from 'node:http';

export interface LocalServer {
  /** http://127.0.0.1:<port> */
  base: string;
  close: () => void;
}

/**
 * The studio's API (or the dev server's middleware) on a free local port, for tests that speak HTTP to it.
 * Its keep-alive outlasts a whole flows:check or a regeneration of the cases between two requests: with
 * Node's 5 s default, an idle socket the server closed meanwhile resets fetch's next request (ECONNRESET)
 * on a loaded machine.
 */
export async function localServer(handle: RequestListener, keepAliveMs = 180_000): Promise<LocalServer> {
  const server = createServer(handle);
  server.keepAliveTimeout = keepAliveMs;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    base,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
