import type { FlowSet } from '../../src/model/flowSet.ts';
import { sourceLanguage, translatedLanguages } from '../../src/model/language.ts';
import type { AnalysisContext } from '../tables/analyseTable.ts';
import { RowSpace } from '../tables/rowSpace.ts';
import { searchFacts } from '../tables/searchFacts.ts';
import type { Origins } from './assemble.ts';
import type { SourceMap } from './compose/sourceMap.ts';
import { locate, type FlowFile } from './flowFile.ts';
import { isLabelInName, labelInNameProblem, type LabelUse } from './labelInNameWords.ts';
import { pointerOf, type Problem } from './problem.ts';
import type { RegistryManifest } from './registryManifest.ts';
import { kindOf } from './schemas.ts';
import { ownText } from './valueCheck.ts';
import { isRecord } from '../isRecord.ts';

/**
 * Which prop holds the accessible name of a prop that holds the words shown, as the component's prop schema declares
 * it on the visible one (`"labelInName": "addLabel"` on AccessoryGrid's addVisibleLabel); null for any other prop.
 */
export type NamePropOf = (component: string, prop: string) => string | null;

export function namePropsFrom(manifest: RegistryManifest): NamePropOf {
  return (component, prop) => {
    const named = manifest.components[component]?.propsSchema.properties?.[prop]?.labelInName;
    return typeof named === 'string' ? named : null;
  };
}

/**
 * Which case of a prop's `cases` is chosen: the one at `index` (its `when` holds, no earlier one does); `index` equal to
 * the number of cases is the `else` (none holds). Conditions as composed (fragments filled in), as the engine reads them.
 */
export interface CaseChoice {
  whens: unknown[];
  index: number;
}

/** A pairing written in a fragment or a layout (the name's text there): the problem is said at that place. */
export interface WrittenIn {
  kind: 'fragment' | 'layout';
  id: string;
  file: string;
  line: number;
  column: number;
  pointer: string;
}

/** One page's pair of texts: the name's key and the shown words' key, with the props that give them. */
export interface LabelPair extends LabelUse {
  nameKey: string;
  visibleKey: string;
  /** When both props are `cases`: the case of each that gives these two texts (shown together only if both can be chosen at once). */
  cases?: { name: CaseChoice; visible: CaseChoice };
  /** Absent: the page writes the pairing itself. */
  writtenIn?: WrittenIn;
}

/** The texts a prop's value may show: a `{ "text": key }`, or each case's and the else's of a `cases`. Facts, logic, literals: none. */
function textsOf(value: unknown): { key: string; ref: Record<string, unknown> }[] {
  if (!isRecord(value)) return [];
  if (typeof value.text === 'string') return [{ key: value.text, ref: value }];
  if (Array.isArray(value.cases)) return [...value.cases.flatMap((item) => textsOf(isRecord(item) ? item.value : undefined)), ...textsOf(value.else)];
  return [];
}

/** A `cases` value's conditions and, for each case then the else, the texts it may show; null for any other value. */
function choicesOf(value: unknown): { whens: unknown[]; options: ReturnType<typeof textsOf>[] } | null {
  if (!isRecord(value) || !Array.isArray(value.cases)) return null;
  const cases = value.cases.map((item) => (isRecord(item) ? item : {}));
  return { whens: cases.map((item) => item.when), options: [...cases.map((item) => textsOf(item.value)), textsOf(value.else)] };
}

type TextPair = { name: ReturnType<typeof textsOf>[number]; visibleKey: string; cases?: LabelPair['cases'] };

/**
 * The texts of two props side by side: every text of one with every text of the other; when both are `cases`, each
 * with the case of each that gives it, so that a pair only shown under conditions that cannot hold at once is not
 * compared (checkLabelInName, canShowTogether).
 */
function textPairs(name: unknown, visible: unknown): TextPair[] {
  const [names, shown] = [choicesOf(name), choicesOf(visible)];
  if (names && shown)
    return names.options.flatMap((nameTexts, nameIndex) =>
      shown.options.flatMap((shownTexts, shownIndex) =>
        nameTexts.flatMap((text) =>
          shownTexts.map((visibleText): TextPair => ({
            name: text,
            visibleKey: visibleText.key,
            cases: { name: { whens: names.whens, index: nameIndex }, visible: { whens: shown.whens, index: shownIndex } },
          })),
        ),
      ),
    );
  return textsOf(name).flatMap((text) => textsOf(visible).map((visibleText): TextPair => ({ name: text, visibleKey: visibleText.key })));
}

/** Where a composed object was written, when that is a fragment or a layout rather than the page's own file. */
function writtenInOf(ref: object, pageFile: FlowFile | undefined, sourceMap: SourceMap | null): WrittenIn | undefined {
  const origin = sourceMap?.originOf(ref);
  if (!origin || origin.file === pageFile) return undefined;
  const data = isRecord(origin.file.data) ? origin.file.data : {};
  const kind = kindOf(data.$schema);
  if ((kind !== 'fragment' && kind !== 'layout') || typeof data.id !== 'string') return undefined;
  return { kind, id: data.id, file: origin.file.path, ...locate(origin.file, origin.at), pointer: pointerOf(origin.at) };
}

/**
 * Every component on a page (its composed body, at any depth: the page's own nodes, its layout's and those fragments
 * bring) that gives both texts of a control, the words shown and the accessible name, as text keys: what the check
 * compares in each language. Where the name's text was written when a fragment or a layout wrote it (`sourceMap`, the
 * composer's). A page's own value, kept between runs.
 */
export function labelPairsOf(page: unknown, pageName: string, namePropOf: NamePropOf, sourceMap: SourceMap | null = null): LabelPair[] {
  const pairs = new Map<string, LabelPair>();
  const pageFile = sourceMap?.originOf(page)?.file;
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!isRecord(value)) return;
    const { component, props } = value;
    if (typeof component === 'string' && isRecord(props)) {
      for (const [visibleProp, shown] of Object.entries(props)) {
        const nameProp = namePropOf(component, visibleProp);
        if (nameProp === null || !(nameProp in props)) continue;
        for (const { name, visibleKey, cases } of textPairs(props[nameProp], shown)) {
          const writtenIn = writtenInOf(name.ref, pageFile, sourceMap);
          const pair: LabelPair = {
            page: pageName,
            component,
            nameProp,
            visibleProp,
            nameKey: name.key,
            visibleKey,
            ...(cases ? { cases } : {}),
            ...(writtenIn ? { writtenIn } : {}),
          };
          pairs.set(JSON.stringify(pair), pair);
        }
      }
    }
    Object.values(value).forEach(walk);
  };
  walk(isRecord(page) ? page.body : undefined);
  return [...pairs.values()];
}

/**
 * Whether the two cases can be chosen at once (each's `when` holds and no earlier case of its own does), so that
 * both texts show together: not when one needs a condition to hold that the other needs not to (the same `when` on
 * both sides: only case i with case i), nor when a search of the facts they read finds no such facts over exact
 * domains (tools/tables/searchFacts.ts, as a table's "can never win"). Unsure (the search gave up, a domain not
 * exact): they can, so the pair is compared.
 */
export function canShowTogether(name: CaseChoice, visible: CaseChoice, context: AnalysisContext): boolean {
  const needs = ({ whens, index }: CaseChoice) => ({
    holding: new Set(whens.slice(index, index + 1).map((when) => JSON.stringify(when))),
    failing: new Set(whens.slice(0, index).map((when) => JSON.stringify(when))),
  });
  const [a, b] = [needs(name), needs(visible)];
  if ([...a.holding].some((when) => b.failing.has(when)) || [...b.holding].some((when) => a.failing.has(when))) return false;
  const rows = [...name.whens, ...visible.whens].map((when, index) => ({ id: String(index), when }));
  const space = new RowSpace(rows, context.blank, context.vocabulary, context.constants);
  const shift = name.whens.length;
  const hold = [...(name.index < shift ? [name.index] : []), ...(visible.index < visible.whens.length ? [shift + visible.index] : [])];
  const fail = [...Array.from({ length: name.index }, (_, row) => row), ...Array.from({ length: visible.index }, (_, row) => shift + row)];
  const search = searchFacts(space, hold, fail);
  return search.found !== null || search.gaveUp || !space.exact;
}

/**
 * WCAG 2.5.3 Label in Name (README "Errors flows:check reports"): each name text holds the words shown beside it, in
 * every language. One problem per name text, pair of texts, language and place: at the name text in that language's
 * texts file (where the analyst edits it) for pairings the pages write; at the pairing itself (the name's text in the
 * fragment or layout file, with the texts file named) for those a fragment or a layout writes, so that it shows where
 * the pairing is, whatever pages it reaches. The message names the pages and props that pair them. Two texts only
 * shown under cases that cannot hold at once (canShowTogether, over `context`, the facts' vocabulary and blank facts,
 * built only if such a pair mismatches) are not compared. A text missing in a language is the translation check's
 * problem, not this one's.
 */
export function checkLabelInName(pairs: readonly LabelPair[], flows: FlowSet, origins: Origins, context: () => AnalysisContext): Problem[] {
  const groups = new Map<string, { nameKey: string; visibleKey: string; writtenIn?: WrittenIn; uses: (LabelUse & Pick<LabelPair, 'cases'>)[] }>();
  for (const { nameKey, visibleKey, writtenIn, ...use } of pairs) {
    const id = JSON.stringify([nameKey, visibleKey, writtenIn ?? null]);
    (groups.get(id) ?? groups.set(id, { nameKey, visibleKey, ...(writtenIn ? { writtenIn } : {}), uses: [] }).get(id))?.uses.push(use);
  }
  const languages = [
    { language: sourceLanguage as string, texts: flows.texts as Readonly<Record<string, string>>, files: origins.texts },
    ...translatedLanguages.flatMap((language) => {
      const texts = flows.translations?.[language];
      return texts ? [{ language, texts, files: origins.translations.get(language) ?? new Map<string, FlowFile>() }] : [];
    }),
  ];
  let built: AnalysisContext | undefined;
  const together = (use: Pick<LabelPair, 'cases'>): boolean => !use.cases || canShowTogether(use.cases.name, use.cases.visible, (built ??= context()));
  const problems: Problem[] = [];
  for (const { nameKey, visibleKey, writtenIn, uses } of groups.values()) {
    let shown: LabelUse[] | undefined;
    for (const { language, texts, files } of languages) {
      // Own texts only: `texts["constructor"]` is a function, and the unknown key is reported by the text checks.
      const name = ownText(texts, nameKey);
      const visible = ownText(texts, visibleKey);
      const file = files.get(nameKey);
      if (name === undefined || visible === undefined || !file || isLabelInName(visible, name)) continue;
      // Only the uses whose two texts can show at once; none: the pair is never seen together.
      shown ??= uses.filter(together).map(({ cases: _cases, ...use }) => use);
      if (shown.length === 0) continue;
      const message = labelInNameProblem(
        language,
        { key: nameKey, text: name },
        { key: visibleKey, text: visible },
        shown,
        writtenIn ? { writtenIn: `${writtenIn.kind} ${writtenIn.id}`, textFile: file.path } : undefined,
      );
      if (message === null) continue;
      problems.push(
        writtenIn
          ? { file: writtenIn.file, line: writtenIn.line, column: writtenIn.column, pointer: writtenIn.pointer, message }
          : { file: file.path, ...locate(file, ['texts', nameKey]), pointer: pointerOf(['texts', nameKey]), message },
      );
    }
  }
  return problems;
}
