import { newKeyProblem, spanishWrites } from '../editors/texts/textKeys.ts';
import type { PagesAnswer } from '../../shared/pages.ts';

/** What the analyst fills in to add a page (issue 19 item 11: "add a page from a layout with a heading and a back link"). */
export interface NewPageInput {
  journey: string;
  id: string;
  route: string;
  /** A layout id, or "" for the journey's own layout. */
  layout: string;
  heading: string;
  /** The page the back link leads to ("journey.page"). */
  backTo: string;
  backLabel: string;
  /** The same two texts in Spanish: every text has both languages (flows:check, docs/requirements.md "Languages"). */
  spanishHeading: string;
  spanishBackLabel: string;
  /** The texts file the two new texts go in (their Spanish goes where spanishWrites says: its twin under flows/texts/es/, as a rule). */
  textsFile: string;
}

export type NewPageField = keyof NewPageInput;

/** The two writes that make the page: its texts first (the page refers to them), then the page file. */
export interface NewPagePlan {
  texts: { path: string; add: Record<string, string> };
  /**
   * The Spanish texts, saved together with the English ones, by file: the twin, or the Spanish file that already holds
   * a key (spanishWrites, as the texts editor and the pages view save them).
   */
  translations: { path: string; add: Record<string, string> }[];
  page: { path: string; data: Record<string, unknown> };
}

const idShape = /^[a-zA-Z][a-zA-Z0-9]*$/;
const routeShape = /^[A-Za-z0-9/_-]+$/;

/** The text keys of the new page: its journey, its id, and what each text is. */
export function newPageKeys(input: Pick<NewPageInput, 'journey' | 'id'>): { heading: string; back: string } {
  return { heading: `${input.journey}.${input.id}.heading`, back: `${input.journey}.${input.id}.back` };
}

/**
 * Checks the form and plans the files: a page file under
 * flows/journeys/<journey>/ (schemas/page.schema.json) whose title and
 * heading are one text, with a TextLink back to the chosen page, an entry
 * page (so flows:check finds a way in), and the two texts. Problems by field,
 * in words; nothing is planned while there is one.
 */
export function planNewPage(
  input: NewPageInput,
  known: PagesAnswer,
  textKeys: Readonly<Record<string, string>>,
  /** The Spanish file that writes each Spanish key (the context's translationFiles.es). */
  spanishFiles: Readonly<Record<string, string>> = {},
): { ok: true; plan: NewPagePlan } | { ok: false; problems: Partial<Record<NewPageField, string>> } {
  const problems: Partial<Record<NewPageField, string>> = {};
  if (!known.journeys.includes(input.journey)) problems.journey = 'Choose the journey the page belongs to.';
  if (!idShape.test(input.id)) problems.id = 'Write the page id as one word of letters and digits, starting with a letter (e.g. surveyThanks).';
  else if (known.pages.some((page) => page.journey === input.journey && page.page === input.id))
    problems.id = `The journey ${input.journey} already has a page "${input.id}". Choose another id.`;
  if (!routeShape.test(input.route)) problems.route = 'Write the address of the page without .html: letters, digits, - and _ (e.g. survey-thanks).';
  else {
    const taken = known.pages.find((page) => page.route === input.route);
    if (taken) problems.route = `The address ${input.route}.html is already the page ${taken.journey}.${taken.page}. Choose another.`;
  }
  if (input.layout !== '' && !known.layouts.includes(input.layout)) problems.layout = 'Choose a layout.';
  if (input.heading.trim() === '') problems.heading = 'Write the heading shoppers read.';
  if (!known.pages.some((page) => `${page.journey}.${page.page}` === input.backTo)) problems.backTo = 'Choose the page the back link leads to.';
  if (input.backLabel.trim() === '') problems.backLabel = 'Write the words of the back link.';
  if (input.spanishHeading.trim() === '') problems.spanishHeading = 'Write the heading in Spanish: every text has both languages.';
  if (input.spanishBackLabel.trim() === '') problems.spanishBackLabel = 'Write the back link words in Spanish: every text has both languages.';
  if (!problems.id && !problems.journey) {
    const keys = newPageKeys(input);
    const keyProblem = newKeyProblem(keys.heading, input.textsFile, [], textKeys) ?? newKeyProblem(keys.back, input.textsFile, [], textKeys);
    if (keyProblem) problems.id = `The page's texts cannot be added: ${keyProblem}`;
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const keys = newPageKeys(input);
  const backPage = input.backTo.split('.')[1] as string;
  const data: Record<string, unknown> = {
    $schema: '../../../schemas/page.schema.json',
    journey: input.journey,
    id: input.id,
    route: input.route,
    entry: true,
    ...(input.layout !== '' ? { layout: input.layout } : {}),
    title: { text: keys.heading },
    body: [
      { component: 'Heading', props: { level: 1, text: { text: keys.heading } } },
      { component: 'TextLink', props: { label: { text: keys.back }, href: { link: input.backTo.startsWith(`${input.journey}.`) ? backPage : input.backTo } } },
    ],
  };
  return {
    ok: true,
    plan: {
      texts: { path: input.textsFile, add: { [keys.heading]: input.heading.trim(), [keys.back]: input.backLabel.trim() } },
      translations: spanishWrites({ [keys.heading]: input.spanishHeading.trim(), [keys.back]: input.spanishBackLabel.trim() }, input.textsFile, spanishFiles),
      page: { path: `flows/journeys/${input.journey}/${input.id}.json`, data },
    },
  };
}

/** The texts file a journey's words usually go in: the one holding most keys of the journey, else common.json. */
export function textsFileFor(journey: string, textKeys: Readonly<Record<string, string>>): string {
  const counts = new Map<string, number>();
  for (const [key, file] of Object.entries(textKeys)) if (key.startsWith(`${journey}.`)) counts.set(file, (counts.get(file) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'flows/texts/common.json';
}
