import type { CheckResult } from '../../../tools/flowcheck/checkFlows.ts';
import { textsIndex } from '../editors/textsIndex.ts';
import { HttpError } from '../http.ts';
import type { Workspace } from '../workspace.ts';
import { composeFlows, pageTreeOf, pagesOf, typedFiles, type ComposedFlows } from './pageTree.ts';

/**
 * The typed editors' GET routes (issue 19 items 5 and 6), answered from the
 * flows the workspace holds: /pages, /page-tree?journey=&page=, /texts-index.
 * The composition with its source map is kept until the held flows change.
 * Null for any other path.
 */
export function editorRoutes(workspace: Workspace): (method: string, path: string, url: URL) => [number, unknown] | null {
  let cached: { for: CheckResult; composed: ComposedFlows; typed: ReturnType<typeof typedFiles> } | null = null;
  const composed = (): { composed: ComposedFlows; typed: ReturnType<typeof typedFiles> } => {
    const current = workspace.current();
    if (cached?.for !== current) {
      const typed = typedFiles(workspace.held().values());
      cached = { for: current, composed: composeFlows(typed), typed };
    }
    return cached;
  };
  return (method, path, url) => {
    if (method !== 'GET') return null;
    if (path === '/pages') {
      const { composed: flows, typed } = composed();
      return [200, pagesOf(flows, typed)];
    }
    if (path === '/page-tree') {
      const { composed: flows, typed } = composed();
      const tree = pageTreeOf(flows, typed, url.searchParams.get('journey') ?? '', url.searchParams.get('page') ?? '');
      if (!tree) throw new HttpError(404, `no page ${url.searchParams.get('journey')}.${url.searchParams.get('page')}`);
      return [200, tree];
    }
    if (path === '/texts-index') {
      // The English files only: translations under flows/texts/<lang>/ are not where a key is written.
      const textFiles = [...workspace.held()]
        .filter(([file]) => /^flows\/texts\/[^/]+\.json$/.test(file))
        .map(([file, held]) => ({ path: file, data: held.file.data }));
      return [200, textsIndex(workspace.current().flows, textFiles)];
    }
    return null;
  };
}
