import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { git } from './git.ts';

/** Inside the project's git directory: never in the working tree, so never listed as a change or committed. */
const recordName = 'storeflow-studio-written.json';

/**
 * What the studio wrote, path by path, with the hash of the text it wrote
 * ('' for a file it removed), kept on disk so a dev-server restart does not
 * turn the analyst's saved work into "changes the studio did not make"
 * (issue 19 item 7, the changes panel; studio/README.md "Changes").
 * One record per project: `git rev-parse --git-path` is the worktree's own
 * git directory, so two worktrees of one repository keep two records.
 */
export class WrittenRecord {
  private entries: Map<string, string> | null = null;
  private file: string | null = null;
  /** Stores one at a time: a save and the cases generated after it may record at once. */
  private storing: Promise<void> = Promise.resolve();

  constructor(private readonly root: string) {}

  private async where(): Promise<string> {
    this.file ??= resolve(this.root, (await git(this.root, 'rev-parse', '--git-path', recordName)).trim());
    return this.file;
  }

  private async load(): Promise<Map<string, string>> {
    if (this.entries) return this.entries;
    let saved: Record<string, string> = {};
    try {
      const parsed: unknown = JSON.parse(await readFile(await this.where(), 'utf8'));
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) saved = parsed as Record<string, string>;
    } catch {
      // No record yet, or one that cannot be read: the studio claims nothing (the safe side).
    }
    this.entries = new Map(Object.entries(saved).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    return this.entries;
  }

  private store(): Promise<void> {
    const next = this.storing.then(async () => {
      const file = await this.where();
      await mkdir(dirname(file), { recursive: true });
      // Written aside then renamed: a restart in the middle never leaves half a record.
      await writeFile(`${file}.tmp`, `${JSON.stringify(Object.fromEntries(this.entries ?? []), null, 2)}\n`);
      await rename(`${file}.tmp`, file);
    });
    this.storing = next.catch(() => undefined); // one failed store does not stop the next
    return next;
  }

  /** The hash of what the studio last wrote at this path, or undefined if it never wrote it. */
  async hashOf(path: string): Promise<string | undefined> {
    return (await this.load()).get(path);
  }

  async set(hashes: ReadonlyMap<string, string>): Promise<void> {
    const entries = await this.load();
    for (const [path, hash] of hashes) entries.set(path, hash);
    await this.storeOrSay();
  }

  /**
   * The record kept on disk, or said in the dev server's log when it cannot be (no git, a read-only git directory):
   * the file the analyst saved is on disk by then, so the save must not turn into an error (and the next save into
   * a conflict). The entries stay in memory, as before the record was kept on disk.
   */
  private async storeOrSay(): Promise<void> {
    try {
      await this.store();
    } catch (error) {
      console.warn(`[studio] the record of what the studio wrote is kept in memory only: ${(error as Error).message}`);
    }
  }

  /** After a commit: the tree is clean, the studio claims nothing. */
  async clear(): Promise<void> {
    (await this.load()).clear();
    await this.storeOrSay();
  }
}
