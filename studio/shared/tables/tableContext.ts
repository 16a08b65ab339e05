import { blankFacts } from '../../../src/engine/blankFacts.ts';
import type { FlowSet } from '../../../src/model/flowSet.ts';
import type { JsonSchemaObject, RegistryManifest } from '../../../tools/flowcheck/registryManifest.ts';
import { vocabularyOf } from '../../../tools/flowcheck/vocabularyOf.ts';
import type { ContextAnswer } from '../api.ts';
import type { TableStudioContext } from './tableTypes.ts';

/**
 * The table editor's context from the studio's (GET /__studio/api/context):
 * the vocabulary flows:check builds (tools/flowcheck/vocabularyOf.ts, from
 * the same schemas and composed flows), the facts of a signed-out desktop
 * visitor, the texts (English and Spanish) and every page id. Built in the browser, so the
 * analysis of a table needs no round trip.
 */
export function tableContextOf(context: Pick<ContextAnswer, 'flows' | 'factsSchema' | 'answerSchemas' | 'manifest'>): TableStudioContext {
  const flows = context.flows as unknown as FlowSet;
  const manifest = context.manifest as Pick<RegistryManifest, 'adapters' | 'actions'>;
  const pageIds = Object.values(flows.journeys ?? {}).flatMap((journey) => Object.keys(journey.pages ?? {}).map((page) => `${journey.id}.${page}`));
  return {
    vocabulary: vocabularyOf(flows, manifest, { facts: context.factsSchema as JsonSchemaObject, answers: context.answerSchemas }),
    blank: blankFacts(flows) as unknown as Record<string, unknown>,
    texts: { ...flows.texts },
    spanishTexts: { ...flows.translations?.es },
    pageIds: pageIds.sort(),
    actions: Object.keys(manifest.actions ?? {}).sort(),
  };
}
