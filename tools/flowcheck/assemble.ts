import { emptyFlowSet, type FlowSet } from '../../src/model/flowSet.ts';
import type { ContentFile, ListsFile, SettingsFile, SwitchesFile, TextsFile } from '../../src/model/flowTypes.ts';
import type { AuthoredParts, JsonObject } from './compose/authoredParts.ts';
import { composeJourneys, type ComposeIssue } from './compose/composeJourneys.ts';
import { expandTableFragments } from './compose/tableFragments.ts';
import { SourceMap } from './compose/sourceMap.ts';
import { locate, type FlowFile } from './flowFile.ts';
import type { Problem } from './problem.ts';
import type { FlowKind } from './schemas.ts';

export interface TypedFile {
  file: FlowFile;
  kind: FlowKind;
}

/** Where each named thing was defined, so later checks can point at it. */
export interface Origins {
  journeys: Map<string, FlowFile>;
  decisions: Map<string, FlowFile>;
  errorTables: Map<string, FlowFile>;
  redirectTables: Map<string, FlowFile>;
  texts: Map<string, FlowFile>;
  /** language -> text key -> the translation file that defines it. */
  translations: Map<string, Map<string, FlowFile>>;
  lists: Map<string, FlowFile>;
  settings: Map<string, FlowFile>;
  /** Content key (`creditcardmlp`, `es/creditcardmlp`, as in flows.content) -> its file. */
  content: Map<string, FlowFile>;
  /** Composed journeys point back at the page files, layouts and fragments they were built from. */
  sourceMap: SourceMap | null;
}

export function emptyOrigins(): Origins {
  return {
    journeys: new Map(),
    decisions: new Map(),
    errorTables: new Map(),
    redirectTables: new Map(),
    texts: new Map(),
    translations: new Map(),
    lists: new Map(),
    settings: new Map(),
    content: new Map(),
    sourceMap: null,
  };
}

function problemAt(file: FlowFile, segments: (string | number)[], message: string): Problem {
  const { line, column } = locate(file, segments);
  return { file: file.path, line, column, pointer: segments.map((segment) => `/${segment}`).join(''), message };
}

/** Kinds whose files each define one thing, by id: where it goes and what to call it in messages. */
const singleKinds = {
  decisionTable: ['decisions', 'decision table'],
  errorTable: ['errorTables', 'error table'],
  redirectTable: ['redirectTables', 'redirect table'],
} as const;

export type Composition = ReturnType<typeof composeJourneys>;

/** The kinds of flow file the journeys are composed from (compose/): with their texts they decide the composed journeys. */
export const compositionKinds: ReadonlySet<FlowKind> = new Set(['journey', 'page', 'layout', 'fragment']);

export interface Assembled {
  flows: FlowSet;
  origins: Origins;
  /** Names defined twice and misused table fragments; the composition's problems too, unless it is lazy. */
  problems: Problem[];
  /** The composed journeys (composed on first use when lazy). */
  composition: Composition;
  /** When lazy, the composition's problems (composing the journeys if not yet done); else none (they are in `problems`). */
  compositionProblems: () => Problem[];
  /** The journeys' ids in the order of Object.keys(flows.journeys), known without composing them. */
  journeyIds: string[];
}

/**
 * Merges valid files into one FlowSet; a name defined twice is a problem at its second place. Journeys are composed (compose/).
 * `composed`: the journeys composed by an earlier run over the same journey, page, layout and fragment files (the
 * flow studio's re-check after a table or value edit), used instead of composing them again.
 * `lazy`: the journeys are composed when `flows.journeys` is first read (flows:check, whose cached units often need
 * no journey: issue 20 item 4), and their problems are left to `compositionProblems`.
 */
export function assemble(files: readonly TypedFile[], composed?: Composition, { lazy = false }: { lazy?: boolean } = {}): Assembled {
  // Fragments first: tables and journeys use them.
  const fragments = new Map<string, { file: FlowFile; data: JsonObject }>();
  for (const { file, kind } of files) if (kind === 'fragment') fragments.set(String((file.data as JsonObject).id), { file, data: file.data as JsonObject });
  const tableIssues: ComposeIssue[] = [];
  const sourceMap = new SourceMap(); // tables' fragment uses and composed journeys alike
  const flows = emptyFlowSet();
  const origins = emptyOrigins();
  const problems: Problem[] = [];
  const firstDefinition = new Map<string, string>();

  function claim(file: FlowFile, segments: (string | number)[], kind: string, name: string): boolean {
    const key = `${kind}:${name}`;
    const earlier = firstDefinition.get(key);
    if (earlier !== undefined) {
      problems.push(problemAt(file, segments, `duplicate ${kind} "${name}": already defined in ${earlier}. Fix: rename one of them or remove the copy.`));
      return false;
    }
    firstDefinition.set(key, file.path);
    return true;
  }

  const authored: AuthoredParts = { journeys: new Map(), pageFiles: [], layouts: new Map(), fragments: new Map() };
  for (const { file, kind } of files) {
    const data = file.data as Record<string, unknown>;
    switch (kind) {
      case 'journey':
      case 'layout':
      case 'fragment': {
        const [slot, label] = ({ journey: ['journeys', 'journey'], layout: ['layouts', 'layout'], fragment: ['fragments', 'fragment'] } as const)[kind];
        if (claim(file, ['id'], label, String(data.id))) authored[slot].set(String(data.id), { file, data: data as JsonObject });
        if (kind === 'journey') origins.journeys.set(String(data.id), file);
        break;
      }
      case 'page':
        authored.pageFiles.push({ file, data: data as JsonObject });
        break;
      case 'decisionTable':
      case 'errorTable':
      case 'redirectTable': {
        // Files that hold one named thing each: claimed by their id.
        const [slot, label] = singleKinds[kind];
        const id = String(data.id);
        if (claim(file, ['id'], label, id)) {
          (flows[slot] as Record<string, unknown>)[id] = sourceMap.building(() =>
            expandTableFragments(data as JsonObject, file, fragments, tableIssues, sourceMap),
          );
          origins[slot].set(id, file);
        }
        break;
      }
      case 'lists':
        for (const [id, list] of Object.entries((data as unknown as ListsFile).lists)) {
          if (claim(file, ['lists', id], 'list', id)) {
            flows.lists[id] = list.items;
            origins.lists.set(id, file);
          }
        }
        break;
      case 'switches':
        for (const [name, definition] of Object.entries((data as unknown as SwitchesFile).switches)) {
          if (claim(file, ['switches', name], 'switch', name)) flows.switches[name] = definition;
        }
        break;
      case 'settings':
        for (const [name, setting] of Object.entries((data as unknown as SettingsFile).settings)) {
          if (claim(file, ['settings', name], 'setting', name)) {
            flows.settings[name] = setting.value;
            origins.settings.set(name, file);
          }
        }
        break;
      case 'texts': {
        const { locale, texts } = data as unknown as TextsFile;
        // A translation file (flows/texts/<language>/) fills that language's texts; the others are the English source.
        const target = locale ? ((flows.translations ??= {})[locale] ??= {}) : flows.texts;
        const where = locale ? (origins.translations.get(locale) ?? origins.translations.set(locale, new Map()).get(locale)) : origins.texts;
        for (const [key, text] of Object.entries(texts)) {
          if (claim(file, ['texts', key], locale ? `${locale} text key` : 'text key', key)) {
            target[key] = text;
            where?.set(key, file);
          }
        }
        break;
      }
      case 'content': {
        const content = data as unknown as ContentFile;
        // A translation (flows/content/<language>/) is the same content for another language's shopper.
        const key = content.locale ? `${content.locale}/${content.id}` : content.id;
        if (claim(file, ['id'], content.locale ? `${content.locale} content` : 'content', key)) {
          flows.content[key] = content.content;
          origins.content.set(key, file);
        }
        break;
      }
    }
  }
  for (const issue of tableIssues) problems.push(problemAt(issue.file, issue.at, issue.message));
  let composition = composed;
  const compose = (): Composition => (composition ??= composeJourneys(authored, sourceMap));
  const compositionProblems = (): Problem[] => compose().issues.map((issue) => problemAt(issue.file, issue.at, issue.message));
  // Journeys are composed into `sourceMap`, where the tables already are: known before any journey is read.
  origins.sourceMap = composed?.sourceMap ?? sourceMap;
  if (lazy && !composed) {
    Object.defineProperty(flows, 'journeys', { get: () => compose().journeys, enumerable: true, configurable: true });
    // Object.keys lists integer-like names first: the ids in the order the composed object will list them.
    const journeyIds = Object.keys(Object.fromEntries([...authored.journeys.keys()].map((id) => [id, true])));
    return {
      flows,
      origins,
      problems,
      get composition() {
        return compose();
      },
      compositionProblems,
      journeyIds,
    };
  }
  flows.journeys = compose().journeys;
  problems.push(...compositionProblems());
  return { flows, origins, problems, composition: compose(), compositionProblems: () => [], journeyIds: Object.keys(flows.journeys) };
}
