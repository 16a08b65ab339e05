import type { Plugin, ViteDevServer } from 'vite';
import { checkFlows } from '../flowcheck/checkFlows.ts';
import { formatProblem } from '../flowcheck/problem.ts';
import { repoPath } from '../repoPath.ts';
import type { FlowSet } from '../../src/model/flowSet.ts';
import { coreFlowsModule, flowsModule, journeyModule, languageTextsModule } from './runtimeFlows.ts';
import { parseTextsId, textsPrefix } from './languageTexts.ts';

const publicId = 'virtual:storeflow/flows';
const resolvedId = `\0${publicId}`;
const journeyPrefix = 'virtual:storeflow/journey/';

/**
 * Serves the validated flows to the app as `virtual:storeflow/flows`.
 * The same checks as `npm run flows:check` run here: a problem fails the build
 * and shows in the dev overlay; a flow edit is hot-applied without a full reload.
 * In a build (`split`), each journey becomes its own chunk
 * (`virtual:storeflow/journey/<id>`), loaded when a page of it is shown.
 * Texts come in the shopper's language (`virtual:storeflow/texts/...`, languageTexts.ts).
 */
export interface FlowsPluginOptions {
  flowsDir?: string;
  split?: boolean;
  /**
   * The dev server only: flows already checked in memory (the flow studio's,
   * after its own save) with the files they were read from, or null when they
   * are not what is on disk now. Taken instead of reading and checking the
   * whole tree again, so a save reaches the preview within a second (issue 19 item 9).
   */
  held?: () => Promise<{ flows: FlowSet; files: string[] } | null>;
}

export function flowsPlugin(options: FlowsPluginOptions = {}): Plugin {
  const flowsDir = options.flowsDir ?? repoPath('flows');
  const schemasDir = repoPath('schemas');
  let server: ViteDevServer | null = null;
  let split = options.split ?? false;
  let checked: FlowSet | null = null;
  let schemasChanged = false;
  return {
    name: 'storeflow-flows',
    configResolved(config) {
      split = options.split ?? config.command === 'build';
    },
    resolveId(id) {
      if (id === publicId) return resolvedId;
      return id.startsWith(journeyPrefix) || id.startsWith(textsPrefix) ? `\0${id}` : null;
    },
    async load(id) {
      if (id.startsWith(`\0${textsPrefix}`)) {
        const texts = parseTextsId(id.slice(textsPrefix.length + 1));
        if (!texts || !checked) this.error(`[storeflow] unknown texts module ${id.slice(1)}`);
        return languageTextsModule(checked as FlowSet, texts.language, texts.journeyId, split);
      }
      if (id.startsWith(`\0${journeyPrefix}`)) {
        const journey = checked?.journeys[id.slice(journeyPrefix.length + 1)];
        if (!journey) this.error(`[storeflow] unknown journey module ${id.slice(1)}`);
        return journeyModule(journey, checked as FlowSet);
      }
      if (id !== resolvedId) return null;
      // Held flows were checked against the schemas of their time: after a schema change, the whole tree again.
      const held = server && options.held && !schemasChanged ? await options.held() : null;
      schemasChanged = false;
      if (held) {
        held.files.forEach((file) => this.addWatchFile(file));
        checked = held.flows;
        return split ? coreFlowsModule(held.flows, journeyPrefix) : flowsModule(held.flows);
      }
      const { problems, flows, files } = await checkFlows([flowsDir]);
      files.forEach((file) => this.addWatchFile(file));
      if (problems.length > 0) {
        const lines = problems.map(formatProblem).join('\n');
        this.error(`[storeflow] ${problems.length} problem(s) in flows/ (run \`npm run flows:check\`):\n${lines}`);
      }
      checked = flows;
      return split ? coreFlowsModule(flows, journeyPrefix) : flowsModule(flows);
    },
    configureServer(devServer) {
      server = devServer;
      const onChange = (file: string): void => {
        if (!file.startsWith(flowsDir) && !file.startsWith(schemasDir)) return;
        if (file.startsWith(schemasDir)) schemasChanged = true;
        const module = server?.moduleGraph.getModuleById(resolvedId);
        if (module) void server?.reloadModule(module);
        // Another language's texts are a module of their own: it must not keep the words of before the edit.
        for (const [moduleId, texts] of server?.moduleGraph.idToModuleMap ?? [])
          if (moduleId.startsWith(`\0${textsPrefix}`)) server?.moduleGraph.invalidateModule(texts);
      };
      devServer.watcher.add([flowsDir, schemasDir]);
      devServer.watcher.on('change', onChange);
      devServer.watcher.on('add', onChange);
      devServer.watcher.on('unlink', onChange);
    },
  };
}
