import { createHash } from 'node:crypto';

/** The version stamp of a file's text: a save names the one it started from (issue 19 item 7, conflicts). */
export function textHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
