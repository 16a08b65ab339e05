import { existsSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/** A path the studio refused to read or write, with the reason for the analyst. */
export class PathRefused extends Error {}

const flowFileName = /^flows\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.json$/;

function inside(parent: string, child: string): boolean {
  const path = relative(parent, child);
  return path === '' || (!path.startsWith(`..${sep}`) && path !== '..' && !isAbsolute(path));
}

/** The nearest existing folder at or above `path` (a new file's folder may not exist yet). */
function nearestExisting(path: string): string {
  let current = path;
  while (!existsSync(current)) current = dirname(current);
  return current;
}

/**
 * Issue 19 item 8: the absolute path of a flow file the studio may read or
 * write, given as "flows/...json" relative to the root. Refused: anything not
 * a .json under flows/ by name (no "..", no absolute path, no hidden name),
 * and anything whose real path (symlinks followed) leaves the real flows/.
 */
export function flowFilePath(root: string, requested: unknown): string {
  if (typeof requested !== 'string' || !flowFileName.test(requested) || requested.split('/').includes('..'))
    throw new PathRefused(`"${String(requested)}" is not a flow file: the studio reads and writes only .json files under flows/.`);
  const flowsDir = realpathSync(join(root, 'flows'));
  const absolute = resolve(root, requested);
  const real = existsSync(absolute)
    ? realpathSync(absolute)
    : join(realpathSync(nearestExisting(dirname(absolute))), relative(nearestExisting(dirname(absolute)), absolute));
  if (!inside(flowsDir, real)) throw new PathRefused(`"${requested}" leads outside flows/ (a symbolic link?): the studio writes only under flows/.`);
  return absolute;
}
