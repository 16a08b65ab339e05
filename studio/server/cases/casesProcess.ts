import { fork, type ChildProcess } from 'node:child_process';
import { repoPath } from '../../../tools/repoPath.ts';
import type { CasesJob, CasesReply } from './casesJob.ts';

type Waiting = { resolve(files: string[]): void; reject(error: Error): void };

let child: ChildProcess | null = null;
let nextId = 0;
const waiting = new Map<number, Waiting>();

function failAll(reason: string): void {
  for (const entry of waiting.values()) entry.reject(new Error(reason));
  waiting.clear();
}

/**
 * The cases process (casesWorker.ts), started on the first save and kept for
 * the next ones (starting it loads TypeScript and Prettier: about a second).
 * Unreferenced: it never keeps the dev server (or a test run) alive, and it
 * exits when the dev server does (the IPC channel closes).
 */
function casesProcess(): ChildProcess {
  if (child) return child;
  const started = fork(repoPath('studio/server/cases/casesWorker.ts'), [], {
    cwd: repoPath('.'),
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  started.on('message', (reply: CasesReply) => {
    const entry = waiting.get(reply.id);
    if (!entry) return;
    waiting.delete(reply.id);
    if ('error' in reply) entry.reject(new Error(reply.error));
    else entry.resolve(reply.files);
  });
  started.on('exit', (code, signal) => {
    if (child === started) child = null;
    failAll(`the cases process stopped (${signal ?? `exit code ${code}`})`);
  });
  started.on('error', (error) => {
    if (child === started) child = null;
    failAll(`the cases process failed: ${error.message}`);
  });
  started.unref();
  started.channel?.unref();
  child = started;
  return started;
}

/**
 * How long one job may take before the process is taken for hung: every case of every flow takes seconds, not
 * minutes, even on a loaded machine. Without a limit a silent process would leave the studio's "generated tests"
 * status, its changes panel and its commit waiting for ever.
 */
const CASES_JOB_TIMEOUT_MS = 120_000;

/** Writes the generated cases of `job` in the cases process; resolves with the file names written or removed. */
export function writeCasesElsewhere(job: Omit<CasesJob, 'id'>): Promise<string[]> {
  const id = (nextId += 1);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      if (!waiting.has(id)) return;
      const hung = child;
      child = null;
      // Stopping it rejects every waiting job (the exit handler); the next save starts a fresh process.
      failAll(`the cases process did not answer within ${CASES_JOB_TIMEOUT_MS / 1000} s`);
      hung?.kill();
    }, CASES_JOB_TIMEOUT_MS);
    timer.unref();
    waiting.set(id, {
      resolve: (files) => {
        clearTimeout(timer);
        resolve(files);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    casesProcess().send({ ...job, id } satisfies CasesJob, (error) => {
      if (!error) return;
      waiting.delete(id);
      reject(error);
    });
  });
}
