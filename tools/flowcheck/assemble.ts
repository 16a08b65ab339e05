import { emptyFlowSet, type FlowSet } from '../../src/model/flowSet.ts';
import type { ContentFile, DecisionTable, ErrorTable, Journey, ListsFile, RedirectTable, SettingsFile, SwitchesFile, TextsFile } from '../../src/model/flowTypes.ts';
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
}

function problemAt(file: FlowFile, segments: (string | number)[], message: string): Problem {
  const { line, column } = locate(file, segments);
  return { file: file.path, line, column, pointer: segments.map((segment) => `/${segment}`).join(''), message };
}

/** Merges valid files into one FlowSet; a name defined twice is a problem at its second place. */
export function assemble(files: readonly TypedFile[]): { flows: FlowSet; origins: Origins; problems: Problem[] } {
  const flows = emptyFlowSet();
  const origins: Origins = { journeys: new Map(), decisions: new Map(), errorTables: new Map(), redirectTables: new Map(), texts: new Map() };
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

  for (const { file, kind } of files) {
    const data = file.data as Record<string, unknown>;
    switch (kind) {
      case 'journey': {
        const journey = data as unknown as Journey;
        if (claim(file, ['id'], 'journey', journey.id)) {
          flows.journeys[journey.id] = journey;
          origins.journeys.set(journey.id, file);
        }
        break;
      }
      case 'decisionTable': {
        const table = data as unknown as DecisionTable;
        if (claim(file, ['id'], 'decision table', table.id)) {
          flows.decisions[table.id] = table;
          origins.decisions.set(table.id, file);
        }
        break;
      }
      case 'errorTable': {
        const table = data as unknown as ErrorTable;
        if (claim(file, ['id'], 'error table', table.id)) {
          flows.errorTables[table.id] = table;
          origins.errorTables.set(table.id, file);
        }
        break;
      }
      case 'redirectTable': {
        const table = data as unknown as RedirectTable;
        if (claim(file, ['id'], 'redirect table', table.id)) {
          flows.redirectTables[table.id] = table;
          origins.redirectTables.set(table.id, file);
        }
        break;
      }
      case 'lists':
        for (const [id, list] of Object.entries((data as unknown as ListsFile).lists)) {
          if (claim(file, ['lists', id], 'list', id)) flows.lists[id] = list.items;
        }
        break;
      case 'switches':
        for (const [name, definition] of Object.entries((data as unknown as SwitchesFile).switches)) {
          if (claim(file, ['switches', name], 'switch', name)) flows.switches[name] = definition;
        }
        break;
      case 'settings':
        for (const [name, setting] of Object.entries((data as unknown as SettingsFile).settings)) {
          if (claim(file, ['settings', name], 'setting', name)) flows.settings[name] = setting.value;
        }
        break;
      case 'texts':
        for (const [key, text] of Object.entries((data as unknown as TextsFile).texts)) {
          if (claim(file, ['texts', key], 'text key', key)) {
            flows.texts[key] = text;
            origins.texts.set(key, file);
          }
        }
        break;
      case 'content': {
        const content = data as unknown as ContentFile;
        if (claim(file, ['id'], 'content', content.id)) flows.content[content.id] = content.content;
        break;
      }
    }
  }
  return { flows, origins, problems };
}
