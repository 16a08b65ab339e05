import type { IncomingMessage } from 'node:http';
import { studioHeader } from '../shared/api.ts';

const loopbackAddresses = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const ownHostNames = ['127.0.0.1', 'localhost'];

/** The parts of a request the guard reads (an IncomingMessage has them; tests build them). */
export interface GuardedRequest {
  method?: string | undefined;
  headers: IncomingMessage['headers'];
  socket: { remoteAddress?: string | undefined; localPort?: number | undefined };
}

function header(request: GuardedRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Issue 19 item 8: why a request to the studio's API is refused, or null.
 * - only from this machine (the dev server binds 127.0.0.1; this holds even if
 *   someone starts it with --host);
 * - only with the server's own Host, "127.0.0.1:<port>" or "localhost:<port>":
 *   a DNS-rebinding page reaches us under its own host name;
 * - an Origin, when sent, must be the server's own: a cross-site page's fetch
 *   carries its origin;
 * - a write (anything but GET/HEAD) must send our Origin, a JSON body and the
 *   x-storeflow-studio header: a cross-site form can send none of the last two
 *   without a CORS preflight, which this API never answers.
 */
export function refusal(request: GuardedRequest): string | null {
  const remote = request.socket.remoteAddress ?? '';
  if (!loopbackAddresses.has(remote)) return `the studio answers only on this machine (request from ${remote || 'an unknown address'}).`;
  const port = request.socket.localPort;
  const ownHosts = ownHostNames.map((name) => `${name}:${port}`);
  const host = header(request, 'host') ?? '';
  if (!ownHosts.includes(host)) return `host "${host}" is not the studio's own (${ownHosts.join(' or ')}).`;
  const origin = header(request, 'origin');
  const ownOrigins = ownHosts.map((own) => `http://${own}`);
  if (origin !== undefined && !ownOrigins.includes(origin)) return `origin "${origin}" is not the studio's own: writes from other sites are refused.`;
  const fetchSite = header(request, 'sec-fetch-site');
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none')
    return `a ${fetchSite} request is refused: only the studio's own page may call its API.`;
  const method = (request.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD') return null;
  if (origin === undefined) return 'a write must come from the studio page (no Origin header).';
  if (!(header(request, 'content-type') ?? '').toLowerCase().startsWith('application/json')) return 'a write must send JSON (content-type application/json).';
  if (header(request, studioHeader) !== '1') return `a write must send the ${studioHeader} header.`;
  return null;
}
