import { blankFacts } from '../../../src/engine/blankFacts.ts';
import type { FlowSet } from '../../../src/model/flowSet.ts';
import type { RegistryManifest } from '../../../tools/flowcheck/registryManifest.ts';
import { buildVocabulary } from '../../../tools/flowcheck/vocabulary.ts';
import type { TableStudioContext } from '../../shared/tables/tableTypes.ts';

/**
 * What the table editor needs to analyse a table in the browser, built on the
 * server because the vocabulary reads the answer schemas from disk
 * (tools/flowcheck/vocabulary.ts): the same vocabulary and blank facts
 * flows:check and flows:tables use, so the studio's verdicts are theirs.
 */
export function tableStudioContext(flows: FlowSet, manifest: RegistryManifest): TableStudioContext {
  const pageIds = Object.values(flows.journeys).flatMap((journey) => Object.keys(journey.pages).map((page) => `${journey.id}.${page}`));
  return {
    vocabulary: buildVocabulary(flows, manifest),
    blank: blankFacts(flows) as unknown as Record<string, unknown>,
    texts: { ...flows.texts },
    pageIds: pageIds.sort(),
  };
}
