/**
 * Issue 19 item 7 (a file changed on disk is held as it is): the studio's server, through its file watcher, meets a
 * file an outside editor has emptied and not written yet (writeFileSync empties the file first). It reads the file
 * again after a short wait instead of holding "" (or half the JSON) until the next change.
 */
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioPlugin } from '../../studio/server/plugin.ts';
import type { FileAnswer } from '../../studio/shared/api.ts';
import { projectCopy } from './projectCopy.ts';
import { localServer, type LocalServer } from './localServer.ts';

const project = projectCopy();
const watcher = Object.assign(new EventEmitter(), { add: () => undefined });
let server: LocalServer;
let base: string;

beforeAll(async () => {
  const plugin = studioPlugin({ root: project.root, afterSave: async () => [] });
  let middleware: (request: IncomingMessage, response: ServerResponse, next: () => void) => void = () => undefined;
  const dev = { watcher, middlewares: { use: (handler: typeof middleware) => void (middleware = handler) } };
  (plugin.configureServer as (server: ViteDevServer) => void)(dev as unknown as ViteDevServer);
  server = await localServer((request, response) =>
    middleware(request, response, () => {
      response.statusCode = 404;
      response.end();
    }),
  );
  base = server.base;
}, 60_000);
afterAll(() => {
  server.close();
  project.remove();
});

const served = async (path: string): Promise<string> =>
  ((await (await fetch(`${base}/__studio/api/file?path=${encodeURIComponent(path)}`)).json()) as FileAnswer).text;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes `path` as an editor's writeFileSync does, the watcher reporting the file while it is still `between`. */
async function writtenInTwoSteps(path: string, between: string, text: string): Promise<void> {
  const absolute = join(project.root, path);
  writeFileSync(absolute, between);
  watcher.emit('change', absolute);
  await pause(20);
  writeFileSync(absolute, text);
  // The file's second change is not reported: the watcher met the file once, while it was empty.
  await pause(1500);
}

describe("the studio's server and a file caught half written", { timeout: 60_000 }, () => {
  it('reads an emptied file again and holds what was written, not ""', async () => {
    const path = 'flows/texts/es/plumbing.json';
    const written = readFileSync(join(project.root, path), 'utf8').replace('}\n', '}\n\n');
    expect(await served(path)).not.toBe(written);
    await writtenInTwoSteps(path, '', written);
    expect(await served(path)).toBe(written);
  });

  it('reads again a file that stopped parsing, and holds the whole JSON', async () => {
    const path = 'flows/texts/plumbing.json';
    const whole = readFileSync(join(project.root, path), 'utf8');
    const written = `${whole}\n`;
    await writtenInTwoSteps(path, whole.slice(0, 40), written);
    expect(await served(path)).toBe(written);
  });

  it('a file truly emptied is held empty once the wait is over', async () => {
    const path = 'flows/texts/es/chat.json';
    const absolute = join(project.root, path);
    writeFileSync(absolute, '');
    watcher.emit('change', absolute);
    await pause(1500);
    expect(await served(path)).toBe('');
  });
});
