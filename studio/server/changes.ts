import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkFlows } from '../../tools/flowcheck/checkFlows.ts';
import type { FlowSet } from '../../src/model/flowSet.ts';
import { semanticDiff } from '../../tools/qa/semanticDiff.ts';
import type { ChangesAnswer, CommitAnswer, CommitRequest } from '../shared/api.ts';
import { dirtyEntries, dirtyPaths, git, gitBytes } from './git.ts';
import { textHash } from './hash.ts';
import type { Workspace } from './workspace.ts';
import { WrittenRecord } from './writtenRecord.ts';

/** Branches the studio will not commit to: the analyst names their own. */
const protectedBranches = new Set(['main', 'master', 'HEAD']);
const branchName = /^(?!-)(?!.*\.\.)(?!.*\/\/)(?!.*@\{)[A-Za-z0-9][A-Za-z0-9._/-]{0,99}$/;

/**
 * Issue 19 item 7, the changes panel: what the analyst changed against the
 * last commit (flows:diff's semantic diff, tools/qa/semanticDiff.ts), and a
 * commit of exactly the files the studio wrote, with the analyst's message,
 * on the branch they name. Git is run by the server; there is no push.
 * A tree with changes the studio did not make is never committed.
 */
export class Changes {
  /** Files the studio wrote (saves and generated cases), with the hash of what it wrote; kept across restarts. */
  private readonly written: WrittenRecord;
  private headFlows: { commit: string; flows: FlowSet } | null = null;

  constructor(private readonly workspace: Workspace) {
    this.written = new WrittenRecord(workspace.root);
  }

  /** After a save: these files, as now on disk, are the studio's. */
  async wrote(paths: readonly string[]): Promise<void> {
    const hashes = new Map<string, string>();
    for (const path of paths) {
      try {
        hashes.set(path, textHash(await readFile(join(this.workspace.root, path), 'utf8')));
      } catch {
        hashes.set(path, ''); // removed (a case file no longer generated)
      }
    }
    await this.written.set(hashes);
  }

  private async flowsAtHead(): Promise<FlowSet> {
    const root = this.workspace.root;
    const commit = (await git(root, 'rev-parse', 'HEAD')).trim();
    if (this.headFlows?.commit === commit) return this.headFlows.flows;
    const dir = await mkdtemp(join(tmpdir(), 'studio-head-'));
    try {
      const archive = await gitBytes(root, 'archive', commit, 'flows');
      // The last commit's flows/, unpacked aside and checked like flows:diff does (tools/flows-diff.ts).
      await new Promise<void>((resolve, reject) => {
        const child = execFile('tar', ['-x', '-C', dir], (error) => (error ? reject(error) : resolve()));
        child.stdin?.end(archive);
      });
      const { flows } = await checkFlows([join(dir, 'flows')]);
      this.headFlows = { commit, flows };
      return flows;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async list(): Promise<ChangesAnswer> {
    const root = this.workspace.root;
    const branch = (await git(root, 'rev-parse', '--abbrev-ref', 'HEAD')).trim();
    const entries = await dirtyEntries(root, 'flows', 'e2e/generated');
    const files = entries.map((entry) => entry.path);
    const newFiles = entries.filter((entry) => entry.newSinceHead).map((entry) => entry.path);
    const lines = files.some((file) => file.startsWith('flows/')) ? semanticDiff(await this.flowsAtHead(), this.workspace.current().flows) : [];
    return { branch, files, newFiles, lines };
  }

  /** Why the tree cannot be committed by the studio, or null: every change in it is one the studio wrote, as it wrote it. */
  private async foreignChanges(): Promise<string[]> {
    const root = this.workspace.root;
    const foreign: string[] = [];
    for (const path of await dirtyPaths(root)) {
      const hash = await this.written.hashOf(path);
      if (hash === undefined) {
        foreign.push(path);
        continue;
      }
      let now = '';
      try {
        now = textHash(await readFile(join(root, path), 'utf8'));
      } catch {
        now = '';
      }
      if (now !== hash) foreign.push(`${path} (changed after the studio wrote it)`);
    }
    return foreign;
  }

  async commit(request: CommitRequest): Promise<CommitAnswer> {
    const root = this.workspace.root;
    const branch = typeof request.branch === 'string' ? request.branch.trim() : '';
    const message = typeof request.message === 'string' ? request.message.trim() : '';
    if (!branchName.test(branch) || branch.endsWith('.lock') || branch.endsWith('/') || branch.endsWith('.'))
      return { status: 'refused', reason: `"${branch}" is not a branch name: use letters, digits, "-", "_", "." and "/", e.g. "savings-new-error".` };
    if (protectedBranches.has(branch)) return { status: 'refused', reason: `name a branch of your own for this change, not "${branch}".` };
    if (!message) return { status: 'refused', reason: 'write a message that says what you changed and why.' };
    const foreign = await this.foreignChanges();
    if (foreign.length > 0)
      return {
        status: 'refused',
        reason: `the working tree has changes the studio did not make, so it commits nothing: ${foreign.join(', ')}. Commit or undo them first (a developer can help).`,
      };
    const files = await dirtyPaths(root);
    if (files.length === 0) return { status: 'refused', reason: 'there is nothing to commit: save a change first.' };
    const current = (await git(root, 'rev-parse', '--abbrev-ref', 'HEAD')).trim();
    if (current !== branch) {
      const exists = (await git(root, 'branch', '--list', branch)).trim() !== '';
      if (exists) return { status: 'refused', reason: `branch "${branch}" already exists: name a new branch, or switch to it outside the studio first.` };
      await git(root, 'switch', '-c', branch);
    }
    await git(root, 'add', '-A', '--', ...files);
    await git(root, 'commit', '-q', '-m', message, '--', ...files);
    const commit = (await git(root, 'rev-parse', 'HEAD')).trim();
    await this.written.clear();
    return { status: 'committed', branch, commit, files };
  }
}
