import { textsPrefix as textsModulePrefix } from '../languageTexts.ts';

/** What the pre-render needs of one output chunk. */
export interface ChunkInfo {
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: readonly string[];
  css: readonly string[];
}

/** Files (relative to the build's base) a page must fetch to run one chunk: the chunk, its static imports, their CSS. */
export interface ChunkFiles {
  scripts: string[];
  styles: string[];
}

/** The chunks a pre-rendered page names (issue 20 item 1): the hydration code, each journey's, each lazy component's, the texts'. */
export interface PageChunks {
  /** src/app/firstPaint/hydrateFrame.tsx, which only pre-rendered pages load; null when the build has no such chunk. */
  hydration: ChunkFiles | null;
  /** src/services/http/createHttpClient.ts (axios), which every page's first call waits for; null when not a chunk of its own. */
  httpClient: ChunkFiles | null;
  journeys: Record<string, ChunkFiles>;
  components: Record<string, ChunkFiles>;
  /**
   * The texts chunks (tools/vite/languageTexts.ts) by their id after the prefix: `es` (Spanish start-up texts),
   * `<language>/<journey>` (a journey's texts in a language). A page fetches its journey's in its language before
   * hydrating, and a Spanish page the Spanish start-up texts first (issue 23 item 7).
   */
  texts: Record<string, ChunkFiles>;
}

const journeyPrefix = '\0virtual:storeflow/journey/';
const textsPrefix = `\0${textsModulePrefix}`;
const hydrationModule = '/src/app/firstPaint/hydrateFrame.tsx';
const httpClientModule = '/src/services/http/createHttpClient.ts';
// defineLazyComponent's `load` imports `./<Name>.view.tsx` (src/registry/defineLazyComponent.ts).
const componentView = /\/([A-Za-z0-9]+)\.view\.tsx$/;

/**
 * Reads the built chunks: the journey chunks (tools/vite/flowsPlugin.ts) and
 * the lazy components' chunks, each with what it imports statically, minus
 * what the entry already loads (index.html names those). Pure.
 */
export function pageChunks(chunks: readonly ChunkInfo[]): PageChunks {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(fileName)) return seen;
    seen.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const atStart = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(chunk.fileName)]));
  const filesOf = (fileName: string): ChunkFiles => {
    const scripts = [...closure(fileName)].filter((file) => !atStart.has(file));
    const styles = [...new Set(scripts.flatMap((file) => byFile.get(file)?.css ?? []))];
    return { scripts, styles };
  };
  const journeys: Record<string, ChunkFiles> = {};
  const components: Record<string, ChunkFiles> = {};
  const texts: Record<string, ChunkFiles> = {};
  let hydration: ChunkFiles | null = null;
  let httpClient: ChunkFiles | null = null;
  for (const chunk of chunks) {
    const id = chunk.facadeModuleId ?? '';
    if (id.endsWith(hydrationModule)) hydration = filesOf(chunk.fileName);
    if (id.endsWith(httpClientModule)) httpClient = filesOf(chunk.fileName);
    if (id.startsWith(journeyPrefix)) journeys[id.slice(journeyPrefix.length)] = filesOf(chunk.fileName);
    if (id.startsWith(textsPrefix)) texts[id.slice(textsPrefix.length)] = filesOf(chunk.fileName);
    const view = componentView.exec(id);
    if (view?.[1]) components[view[1]] = filesOf(chunk.fileName);
  }
  return { hydration, httpClient, journeys, components, texts };
}
