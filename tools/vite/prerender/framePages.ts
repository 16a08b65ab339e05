import { basePaths, pagePath } from '../../../src/engine/routing.ts';
import type { FlowSet } from '../../../src/model/flowSet.ts';

/** A language the frames are rendered in: its address prefix and the flows (with its texts) to render with. */
export interface FrameLanguage {
  /** '' for the source language; '/es' for Spanish (an address is the prefix + the English address). */
  prefix: string;
  flows: FlowSet;
}

/**
 * The languages to pre-render (issue 20 item 1). Today English only, whose
 * addresses carry no prefix. A second language is one more entry: its
 * prefix and the flows with its texts, as the browser receives them for
 * that language; every page is then rendered once more, under its prefix.
 */
export function frameLanguages(flows: FlowSet): FrameLanguage[] {
  return [{ prefix: '', flows }];
}

/** Every address to pre-render: each language x each base path (spec 2.2) x each page route (spec 2.1). Pure. */
export function framePages(flows: FlowSet): { pathname: string; flows: FlowSet }[] {
  return frameLanguages(flows).flatMap(({ prefix, flows: languageFlows }) =>
    basePaths.flatMap((basePath) =>
      Object.values(languageFlows.journeys).flatMap((journey) =>
        Object.values(journey.pages).map((page) => ({ pathname: `${prefix}${pagePath(basePath, page)}`, flows: languageFlows })),
      ),
    ),
  );
}
