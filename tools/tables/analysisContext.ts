import { blankFacts } from '../../src/engine/blankFacts.ts';
import type { FlowSet } from '../../src/model/flowSet.ts';
import type { JsonSchemaObject } from '../flowcheck/registryManifest.ts';
import type { AnalysisContext } from './analyseTable.ts';

function valueAt(facts: object, path: string): unknown {
  let value: unknown = facts;
  for (const segment of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/** The analysis works over the facts every example starts from: a signed-out desktop visitor, the flows' lists, settings and texts. */
export function analysisContext(flows: FlowSet, vocabulary: JsonSchemaObject): AnalysisContext {
  const blank = blankFacts(flows);
  return { blank, vocabulary, constants: (path) => valueAt(blank, path) };
}
