import type { FlowSet } from '../../src/model/flowSet.ts';
import { sourceLanguage, translatedLanguages } from '../../src/model/language.ts';
import type { Origins } from './assemble.ts';
import { locate, type FlowFile } from './flowFile.ts';
import { labelInNameProblem, type LabelUse } from './labelInNameWords.ts';
import { pointerOf, type Problem } from './problem.ts';
import type { RegistryManifest } from './registryManifest.ts';

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

/** One page's pair of texts: the name's key and the shown words' key, with the props that give them. */
export interface LabelPair extends LabelUse {
  nameKey: string;
  visibleKey: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The text keys a prop's value may show: a `{ "text": key }`, or each case's and the else's of a `cases`. Facts, logic, literals: none. */
function textKeys(value: unknown): string[] {
  if (!isRecord(value)) return [];
  if (typeof value.text === 'string') return [value.text];
  if (Array.isArray(value.cases)) return [...value.cases.flatMap((item) => textKeys(isRecord(item) ? item.value : undefined)), ...textKeys(value.else)];
  return [];
}

/** The text keys of two props side by side: case by case when both are cases on the same conditions, else every key with every key. */
function keyPairs(name: unknown, visible: unknown): [string, string][] {
  const whens = (value: unknown): string | null =>
    isRecord(value) && Array.isArray(value.cases) ? JSON.stringify(value.cases.map((item) => (isRecord(item) ? item.when : null))) : null;
  const sameCases = whens(name) !== null && whens(name) === whens(visible);
  if (sameCases) {
    const [names, shown] = [name, visible].map((value) => {
      const record = value as { cases: unknown[]; else: unknown };
      return [...record.cases.map((item) => (isRecord(item) ? item.value : undefined)), record.else].map(textKeys);
    }) as [string[][], string[][]];
    return names.flatMap((keys, index) => keys.flatMap((nameKey) => (shown[index] ?? []).map((visibleKey): [string, string] => [nameKey, visibleKey])));
  }
  return textKeys(name).flatMap((nameKey) => textKeys(visible).map((visibleKey): [string, string] => [nameKey, visibleKey]));
}

/**
 * Every component on a page (its body, at any depth) that gives both texts of a control, the words shown and the
 * accessible name, as text keys: what the check compares in each language. A page's own value, kept between runs.
 */
export function labelPairsOf(page: unknown, pageName: string, namePropOf: NamePropOf): LabelPair[] {
  const pairs = new Map<string, LabelPair>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!isRecord(value)) return;
    const { component, props } = value;
    if (typeof component === 'string' && isRecord(props)) {
      for (const [visibleProp, shown] of Object.entries(props)) {
        const nameProp = namePropOf(component, visibleProp);
        if (nameProp === null || !(nameProp in props)) continue;
        for (const [nameKey, visibleKey] of keyPairs(props[nameProp], shown)) {
          const pair = { page: pageName, component, nameProp, visibleProp, nameKey, visibleKey };
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
 * WCAG 2.5.3 Label in Name (README "Errors flows:check reports"): each name text holds the words shown beside it, in
 * every language. One problem per name text, pair of texts and language, at the name text in that language's texts
 * file (where the analyst edits it), naming the pages and props that pair them. A text missing in a language is the
 * translation check's problem, not this one's.
 */
export function checkLabelInName(pairs: readonly LabelPair[], flows: FlowSet, origins: Origins): Problem[] {
  const byTexts = new Map<string, { nameKey: string; visibleKey: string; uses: LabelUse[] }>();
  for (const { nameKey, visibleKey, ...use } of pairs) {
    const id = JSON.stringify([nameKey, visibleKey]);
    (byTexts.get(id) ?? byTexts.set(id, { nameKey, visibleKey, uses: [] }).get(id))?.uses.push(use);
  }
  const languages = [
    { language: sourceLanguage as string, texts: flows.texts as Readonly<Record<string, string>>, files: origins.texts },
    ...translatedLanguages.flatMap((language) => {
      const texts = flows.translations?.[language];
      return texts ? [{ language, texts, files: origins.translations.get(language) ?? new Map<string, FlowFile>() }] : [];
    }),
  ];
  const problems: Problem[] = [];
  for (const { nameKey, visibleKey, uses } of byTexts.values()) {
    for (const { language, texts, files } of languages) {
      const name = texts[nameKey];
      const visible = texts[visibleKey];
      if (name === undefined || visible === undefined) continue;
      const message = labelInNameProblem(language, { key: nameKey, text: name }, { key: visibleKey, text: visible }, uses);
      const file = message === null ? undefined : files.get(nameKey);
      if (!file || message === null) continue;
      problems.push({ file: file.path, ...locate(file, ['texts', nameKey]), pointer: pointerOf(['texts', nameKey]), message });
    }
  }
  return problems;
}
