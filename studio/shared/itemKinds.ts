/**
 * The kinds of flow item the studio shows (issue 19 item 2). A file's kind is
 * the one its `$schema` names (tools/flowcheck/schemas.ts kindsBySchemaFile);
 * `page` is also used for a page written inline in a journey file.
 */
export const itemKinds = [
  'journey',
  'page',
  'layout',
  'fragment',
  'decisionTable',
  'errorTable',
  'redirectTable',
  'lists',
  'switches',
  'settings',
  'texts',
  'content',
] as const;

export type ItemKind = (typeof itemKinds)[number];

/** Headings of the navigator's groups, in the analyst's words. */
export const kindLabels: Record<ItemKind, string> = {
  journey: 'Journeys and pages',
  page: 'Pages',
  layout: 'Layouts',
  fragment: 'Fragments',
  decisionTable: 'Decision tables',
  errorTable: 'Error table',
  redirectTable: 'Redirect tables',
  lists: 'Lists',
  switches: 'Switches',
  settings: 'Settings',
  texts: 'Texts',
  content: 'Content',
};
