import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { checkFlows } from '../flowcheck/checkFlows.ts';
import { repoPath } from '../repoPath.ts';
import { headersFile, securityHeaders } from '../security/csp.ts';

/** Name of the headers file written into every build folder (Netlify / Cloudflare Pages format). */
export const headersFileName = '_headers';

/** Reads `_headers` back: the one `/*` block, as name -> value. */
export function readHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s+([A-Za-z-]+):\s*(.+)$/.exec(line);
    if (match?.[1] && match[2]) headers[match[1]] = match[2].trim();
  }
  return headers;
}

/**
 * Issue 12 item 1. At build time: the security headers (a strict CSP generated
 * from flows/lists/security.json, Trusted Types) are written to
 * `<outDir>/_headers`, and in production the source maps leave the build
 * folder (written to `<outDir>-sourcemaps/`, for error tracking; no
 * sourceMappingURL comment in the shipped files). `vite preview` serves every
 * answer with the headers of the folder it serves. The dev server has none:
 * Vite's dev client and React refresh need inline scripts.
 */
export function securityPlugin(): Plugin {
  let config: ResolvedConfig;
  const maps = new Map<string, string | Uint8Array>();
  return {
    name: 'storeflow-security',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const { flows } = await checkFlows([repoPath('flows')]);
      const headers = securityHeaders(flows, { mocks: config.mode !== 'production' });
      this.emitFile({ type: 'asset', fileName: headersFileName, source: headersFile(headers) });
      if (config.mode !== 'production') return;
      for (const [fileName, item] of Object.entries(bundle)) {
        if (!fileName.endsWith('.map') || item.type !== 'asset') continue;
        maps.set(fileName, item.source);
        delete bundle[fileName];
      }
    },
    writeBundle(options) {
      if (maps.size === 0) return;
      const outDir = resolve(config.root, options.dir ?? config.build.outDir);
      // A throw-away build outside the project (the size report's) keeps no maps.
      if (relative(config.root, outDir).startsWith('..')) {
        maps.clear();
        return;
      }
      const mapsDir = join(dirname(outDir), `${basename(outDir)}-sourcemaps`);
      for (const [fileName, source] of maps) {
        const target = join(mapsDir, fileName);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, source);
      }
      maps.clear();
    },
    configurePreviewServer(server) {
      const file = join(resolve(server.config.root, server.config.build.outDir), headersFileName);
      if (!existsSync(file)) {
        server.config.logger.warn(`[storeflow] ${file} is missing: preview serves without security headers (build first)`);
        return;
      }
      const headers = readHeadersFile(readFileSync(file, 'utf8'));
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
    },
  };
}
