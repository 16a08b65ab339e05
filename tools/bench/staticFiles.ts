/**
 * Serves a built folder the way a production host would: files with their
 * content type, gzip when the browser accepts it (so "JS transferred" means
 * what a shopper downloads), long caching for hashed assets, and the
 * single-page-app fallback to index.html for page routes.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);

export interface StaticAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** A reader for one folder; files are read once and kept (plain and gzipped). */
export function staticFolder(root: string): (pathname: string, acceptsGzip: boolean) => StaticAnswer | undefined {
  const cache = new Map<string, { plain: Buffer; gzip: Buffer | undefined; ext: string }>();
  const load = (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      const plain = readFileSync(file);
      const ext = extname(file);
      entry = { plain, gzip: COMPRESSIBLE.has(ext) ? gzipSync(plain, { level: 9 }) : undefined, ext };
      cache.set(file, entry);
    }
    return entry;
  };
  return (pathname, acceptsGzip) => {
    // Decoded and normalised, then kept inside the folder: no "../" escapes.
    const relative = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
    const file = join(root, relative);
    if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) return undefined;
    const { plain, gzip, ext } = load(file);
    const headers: Record<string, string> = {
      'content-type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'cache-control': relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (gzip && acceptsGzip) {
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
      return { status: 200, headers, body: gzip };
    }
    return { status: 200, headers, body: plain };
  };
}
