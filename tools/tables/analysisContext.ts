import { checkBlankFacts } from '../flowcheck/checkFacts.ts';
import type { FlowSet } from '../../src/model/flowSet.ts';
import type { JsonSchemaObject } from '../flowcheck/registryManifest.ts';
import type { AnalysisContext } from './analyseTable.ts';
import { getPath } from '../../src/engine/path.ts';

/** The analysis works over the facts every example starts from: a signed-out desktop visitor, the flows' lists, settings and texts. */
export function analysisContext(flows: FlowSet, vocabulary: JsonSchemaObject): AnalysisContext {
  const blank = checkBlankFacts(flows);
  return { blank, vocabulary, constants: (path) => getPath(blank, path) };
}
