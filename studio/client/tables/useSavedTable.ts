import { useEffect, useState } from 'react';
import { studioApi } from '../api.ts';
import type { TableDocument } from '../../shared/tables/tableTypes.ts';

/**
 * The table as it is on disk, for "examples whose winning row changed since
 * the last save". Read again whenever the studio's context is reloaded,
 * which the shell does after every save.
 */
export function useSavedTable(path: string, reloadedWith: unknown): TableDocument | undefined {
  const [saved, setSaved] = useState<{ path: string; table: TableDocument } | null>(null);
  useEffect(() => {
    let live = true;
    studioApi
      .file(path)
      .then((answer) => {
        if (live && answer.data) setSaved({ path, table: answer.data as TableDocument });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [path, reloadedWith]);
  return saved?.path === path ? saved.table : undefined;
}
