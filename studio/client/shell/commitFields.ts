/** The commit form's fields, in the order they are shown (the first one missing takes the focus). */
export type CommitField = 'branch' | 'message';

/**
 * What the analyst has not written yet, said at each field of the Changes
 * panel (studio/README.md "Changes"): an empty form once answered nothing at
 * all. The server still judges the branch name itself (studio/server/changes.ts).
 */
export function missingFields(branch: string, message: string): Partial<Record<CommitField, string>> {
  return {
    ...(branch.trim() ? {} : { branch: 'Write a name for the branch, e.g. savings-new-error.' }),
    ...(message.trim() ? {} : { message: 'Write what you changed and why.' }),
  };
}
