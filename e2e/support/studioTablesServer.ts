import { spawn, type ChildProcess } from 'node:child_process';
import { projectCopy } from '../../tests/studio/projectCopy';

/**
 * A dev server whose flow studio edits a temp copy of the project
 * (STUDIO_ROOT, tests/studio/projectCopy.ts), for the table editor's specs:
 * they save files, so they never run against this repository's flows/.
 * Its port is E2E_PORT + 300 so parallel runs of several people stay apart.
 */
export interface StudioServer {
  root: string;
  url: string;
  stop: () => Promise<void>;
}

export async function startStudioServer(): Promise<StudioServer> {
  const project = projectCopy();
  const port = Number(process.env.E2E_PORT ?? 4173) + 300;
  const url = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn('npx', ['vite', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    env: { ...process.env, STUDIO_ROOT: project.root },
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      // The API answers once the studio's workspace has loaded and checked the flows.
      if ((await fetch(`${url}/__studio/api/items`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the studio dev server on ${url} did not answer within 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    root: project.root,
    url,
    stop: async () => {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      project.remove();
    },
  };
}
