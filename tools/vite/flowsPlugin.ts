import type { Plugin, ViteDevServer } from 'vite';
import { checkFlows } from '../flowcheck/checkFlows.ts';
import { formatProblem } from '../flowcheck/problem.ts';
import { repoPath } from '../repoPath.ts';

const publicId = 'virtual:storeflow/flows';
const resolvedId = `\0${publicId}`;

/**
 * Serves the validated flows to the app as `virtual:storeflow/flows`.
 * The same checks as `npm run flows:check` run here: a problem fails the build
 * and shows in the dev overlay; a flow edit is hot-applied without a full reload.
 */
export function flowsPlugin(options: { flowsDir?: string } = {}): Plugin {
  const flowsDir = options.flowsDir ?? repoPath('flows');
  const schemasDir = repoPath('schemas');
  let server: ViteDevServer | null = null;
  return {
    name: 'storeflow-flows',
    resolveId(id) {
      return id === publicId ? resolvedId : null;
    },
    async load(id) {
      if (id !== resolvedId) return null;
      const { problems, flows, files } = await checkFlows([flowsDir]);
      files.forEach((file) => this.addWatchFile(file));
      if (problems.length > 0) {
        const lines = problems.map(formatProblem).join('\n');
        this.error(`[storeflow] ${problems.length} problem(s) in flows/ (run \`npm run flows:check\`):\n${lines}`);
      }
      return `export default ${JSON.stringify(flows)};`;
    },
    configureServer(devServer) {
      server = devServer;
      const onChange = (file: string): void => {
        if (!file.startsWith(flowsDir) && !file.startsWith(schemasDir)) return;
        const module = server?.moduleGraph.getModuleById(resolvedId);
        if (module) void server?.reloadModule(module);
      };
      devServer.watcher.add([flowsDir, schemasDir]);
      devServer.watcher.on('change', onChange);
      devServer.watcher.on('add', onChange);
      devServer.watcher.on('unlink', onChange);
    },
  };
}
