import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import type { FlowsPluginOptions } from '../../tools/vite/flowsPlugin.ts';
import { repoPath } from '../../tools/repoPath.ts';
import { apiBase } from '../shared/api.ts';
import { regenerateCases, type AfterSave } from './afterSave.ts';
import { createStudioApi } from './api.ts';
import { Workspace } from './workspace.ts';

/**
 * How long a save's generated cases wait for the storefront to take the saved
 * flows: when no storefront page has loaded them, nothing takes them.
 */
const settleMs = 1500;

export interface StudioPluginOptions {
  /** The project folder whose flows/ the studio edits (a temp copy in tests); the repo by default. */
  root?: string;
  /** What runs after a save; the generated cases by default. */
  afterSave?: AfterSave;
}

/**
 * The flow studio's server (issue 19 item 1): the API under /__studio/api/
 * inside the dev server; the page itself is studio/index.html, served by
 * Vite at /studio/. `apply: 'serve'`: nothing of the studio exists in
 * `vite build` (the size report checks the bundles for it, tools/size/forbidden.ts).
 */
export function studioPlugin(options: StudioPluginOptions = {}): Plugin & { heldFlows: NonNullable<FlowsPluginOptions['held']> } {
  const root = options.root ?? repoPath('.');
  const workspace = new Workspace(root);
  // Read every flow file, then check them once in the background: the first draft check reuses that run.
  // A root without flows/ is said in each API answer (and the log) instead of stopping the dev server.
  const loaded = workspace.load().then(
    () => void setTimeout(() => workspace.current(), 0),
    (error: Error) => {
      console.error(`[storeflow-studio] cannot read ${workspace.flowsDir}: ${error.message}`);
      return Promise.reject(error);
    },
  );
  loaded.catch(() => undefined);
  const waiting = new Set<() => void>();
  // After a save: until the storefront's flows module has taken the held flows (heldFlows below), at most settleMs.
  const storefrontTook = (): Promise<void> =>
    new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, settleMs);
      waiting.add(done);
    });
  const api = createStudioApi(workspace, options.afterSave ?? regenerateCases, storefrontTook);
  return {
    name: 'storeflow-studio',
    // The storefront's flows module (tools/vite/flowsPlugin.ts) takes the flows held here while they match the disk.
    heldFlows: async () => {
      const held = await loaded.then(() => workspace.flowsInSync()).catch(() => null);
      if (held) [...waiting].forEach((done) => done());
      return held;
    },
    apply: 'serve',
    configureServer(server) {
      const onDisk = (file: string): void => {
        const path = relative(root, file).split(sep).join('/');
        if (!path.startsWith('flows/') || !path.endsWith('.json')) return;
        const held = workspace.file(path);
        // Our own save is already held; anything else (an editor, git) is read again.
        void loaded.then(() => workspace.rereadUnlessHeld(path, held?.hash));
      };
      server.watcher.add(workspace.flowsDir);
      server.watcher.on('change', onDisk);
      server.watcher.on('add', onDisk);
      server.watcher.on('unlink', onDisk);
      server.middlewares.use((request, response, next) => {
        if (!request.url?.startsWith(`${apiBase}/`)) return next();
        loaded.then(
          () => api.handle(request, response),
          (error: Error) => {
            response.statusCode = 500;
            response.setHeader('content-type', 'application/json');
            response.end(JSON.stringify({ error: `the studio cannot read the flows: ${error.message}` }));
          },
        );
      });
    },
  };
}
