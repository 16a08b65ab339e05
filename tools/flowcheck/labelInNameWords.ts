/**
 * WCAG 2.5.3 Label in Name (level A), as axe-core 4.14's `label-content-name-mismatch` rule judges it: the words a
 * control shows must appear, in order and side by side, inside its accessible name, so a voice-control user who says
 * what they see reaches it and a screen-reader user hears what others see. Compared as axe compares: case-insensitive,
 * punctuation, symbols and text in (parentheses) set aside, whitespace collapsed, an accent splitting a word as in
 * axe. Texts are compared before the page fills their {placeholders}: a placeholder stands for words not known here (a product's name), so it
 * matches only the same placeholder and the visible words cannot run across it ("Add {name} to cart" does not hold
 * "Add to cart"). What flows:check says (labelInNameCheck.ts) is worded here; no Node import, so the studio's
 * browser code may read it too.
 */

const placeholder = /\{([a-zA-Z0-9]+)\}/g;

/** axe removes parenthesised text (nested too) before comparing. */
function withoutParentheticals(text: string): string {
  let previous: string;
  let current = text;
  do {
    previous = current;
    current = current.replace(/\([^()]*\)/g, '');
  } while (current !== previous);
  return current;
}

/** One stretch of plain text as axe's words: lower case, decomposed (an accent is not a letter), letters and digits only. */
function plainWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((word) => word !== '');
}

/** A text's words in order, each {placeholder} a word of its own (`{name}`, which no plain word can equal). */
export function labelWords(text: string): string[] {
  const plain = withoutParentheticals(text);
  const words: string[] = [];
  let from = 0;
  for (const match of plain.matchAll(placeholder)) {
    words.push(...plainWords(plain.slice(from, match.index)), `{${match[1] as string}}`);
    from = match.index + match[0].length;
  }
  words.push(...plainWords(plain.slice(from)));
  return words;
}

/** Whether the words `visible` shows appear in order, side by side, inside `name` (true when it shows no words). */
export function isLabelInName(visible: string, name: string): boolean {
  const shown = labelWords(visible);
  if (shown.length === 0) return true;
  const said = labelWords(name);
  for (let start = 0; start + shown.length <= said.length; start += 1) if (shown.every((word, index) => said[start + index] === word)) return true;
  return false;
}

/**
 * A name that holds the words shown and keeps what the name's placeholders say: the words shown, a colon, the
 * placeholders the words shown lack (`Add to cart: {name}`); the old name after the colon when it has none.
 */
export function labelInNameFix(visible: string, name: string): string {
  const shown = visible.trim().replace(/[\s.,:;!?]+$/u, '');
  const inShown = new Set([...shown.matchAll(placeholder)].map((match) => match[1]));
  const missing = [...new Set([...name.matchAll(placeholder)].map((match) => match[1] as string))].filter((param) => !inShown.has(param));
  if (missing.length > 0) return `${shown}: ${missing.map((param) => `{${param}}`).join(' ')}`;
  return /\{[a-zA-Z0-9]+\}/.test(name) ? shown : `${shown}: ${name.trim()}`;
}

/** Where a name text is used with the text shown beside it: a component's two props on one page. */
export interface LabelUse {
  /** The page, `journey.page`. */
  page: string;
  component: string;
  /** The prop holding the accessible name (addLabel). */
  nameProp: string;
  /** The prop holding the words shown (addVisibleLabel). */
  visibleProp: string;
}

const languageNames: Readonly<Record<string, string>> = { en: 'English', es: 'Spanish' };

const quoted = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] as string}`;

/**
 * Where the two texts meet, in words: "DeviceGrid savedActionLabel (the name) beside savedActionVisibleLabel (the
 * words shown) on page shop.gridwall"; with `writtenIn` ("fragment accessoryRow"), "... (the words shown) in fragment
 * accessoryRow, on page shop.pdp".
 */
function usesSaid(uses: readonly LabelUse[], writtenIn?: string): string {
  const byProps = new Map<string, { use: LabelUse; pages: string[] }>();
  for (const use of uses) {
    const props = `${use.component}\n${use.nameProp}\n${use.visibleProp}`;
    const known = byProps.get(props) ?? byProps.set(props, { use, pages: [] }).get(props);
    if (known && !known.pages.includes(use.page)) known.pages.push(use.page);
  }
  return quoted(
    [...byProps.values()].map(
      ({ use, pages }) =>
        `${use.component} ${use.nameProp} (the name) beside ${use.visibleProp} (the words shown)${writtenIn ? ` in ${writtenIn},` : ''} on page${pages.length > 1 ? 's' : ''} ${quoted(pages)}`,
    ),
  );
}

/**
 * flows:check's words for a name text that does not hold the words shown beside it, said at the name text in the
 * language's texts file; null when it holds them. `place`: said instead at the pairing a fragment or a layout writes
 * (`writtenIn`, "fragment accessoryRow"), so the name's texts file is named too.
 */
export function labelInNameProblem(
  language: string,
  name: { key: string; text: string },
  visible: { key: string; text: string },
  uses: readonly LabelUse[],
  place?: { writtenIn: string; textFile: string },
): string | null {
  if (isLabelInName(visible.text, name.text)) return null;
  const said = languageNames[language] ?? `"${language}"`;
  return (
    `the ${said} accessible name ${JSON.stringify(name.text)} (text "${name.key}"${place ? `, in ${place.textFile}` : ''}) does not contain the words shown, ` +
    `${JSON.stringify(visible.text)} (text "${visible.key}"), in that order: WCAG 2.5.3 Label in Name (level A) wants the words a ` +
    `control shows inside its name, so whoever says or hears what they see finds it. Used as ${usesSaid(uses, place?.writtenIn)}. ` +
    `Fix: start the name with the words shown: ${JSON.stringify(labelInNameFix(visible.text, name.text))}` +
    ` (or show words the name says, in its order).`
  );
}
