import { flowsInLanguage } from '../../../src/app/language.ts';
import { basePaths, pagePath } from '../../../src/engine/routing.ts';
import { languages, type Language } from '../../../src/model/language.ts';
import type { FlowSet } from '../../../src/model/flowSet.ts';
import { runtimeFlows } from '../runtimeFlows.ts';

/** A language the frames are rendered in, and the flows (with its texts) to render with. */
export interface FrameLanguage {
  language: Language;
  flows: FlowSet;
}

/**
 * The languages to pre-render (issue 20 item 1, issue 23 item 7): every
 * language, each with its own texts as the browser receives them for that
 * language (the start-up texts and the journey's texts chunk, both in that
 * language), so a Spanish page's frame is in Spanish and hydrates without a
 * mismatch. A Spanish visitor never sees an English frame first.
 * `checked` is the checked flows, with their translations.
 */
export function frameLanguages(checked: FlowSet): FrameLanguage[] {
  return languages.map((language) => ({ language, flows: runtimeFlows(flowsInLanguage(checked, language)) }));
}

/**
 * Every address to pre-render: each language x each base path (spec 2.2) x
 * each page route (spec 2.1), the address as pagePath writes it (`/es` + the
 * English address for Spanish). Pure.
 */
export function framePages(checked: FlowSet): { pathname: string; language: Language; flows: FlowSet }[] {
  return frameLanguages(checked).flatMap(({ language, flows }) =>
    basePaths.flatMap((basePath) =>
      Object.values(flows.journeys).flatMap((journey) =>
        Object.values(journey.pages).map((page) => ({ pathname: pagePath(basePath, page, language), language, flows })),
      ),
    ),
  );
}
