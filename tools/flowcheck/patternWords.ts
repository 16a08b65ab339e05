/**
 * What each `pattern` in schemas/ (and in schemas/generated/registry.json's
 * component prop and action argument schemas) allows, in an analyst's words with an example
 * (issue 19 item 3: the studio shows flows:check's words at the field).
 * flows:check (schemaCheck.ts, journeyCheck.ts, argTypeCheck.ts) and the studio's table editor
 * all say a pattern this way, so a raw regex never reaches the analyst and
 * they never disagree. The words are chosen by use, not by regex alone: one
 * regex can be a page id in one place and a page-state name in another.
 * tests/flowcheck/patternWords.test.ts fails when a schema gains a pattern,
 * or a use of one, this does not word. No Node import: browser code reads it.
 */
interface Words {
  allows: string;
  example: string;
}

/** Each pattern's words, with the uses they were written for (the property the pattern is on: see patternUse). */
export const patternWords: Readonly<Record<string, Words & { uses: readonly string[] }>> = {
  '^[a-z][a-zA-Z0-9]*$': {
    allows: 'an id in camelCase: a lower-case letter, then letters and digits only (no spaces, dashes or dots)',
    example: 'mobileUser',
    uses: ['id', 'result', 'fragment', 'param', 'lists'],
  },
  '^[a-zA-Z][a-zA-Z0-9]*$': {
    allows: 'a page id: a letter, then letters and digits only (no spaces, dashes or dots)',
    example: 'expresscart',
    uses: ['id', 'pages'],
  },
  '^[a-z][a-zA-Z0-9-]*$': { allows: 'an id: a lower-case letter, then letters, digits and dashes (no spaces or dots)', example: 'card-heading', uses: ['id'] },
  '^[A-Z][A-Z0-9_]*$': {
    allows: 'an event name in UPPER_SNAKE_CASE: a capital letter, then capital letters, digits and underscores',
    example: 'CONTINUE',
    uses: ['handlers', 'on', 'onDone', 'onError', 'event'],
  },
  '^[A-Z][A-Za-z0-9]*$': { allows: 'a component name: a capital letter, then letters and digits only', example: 'Heading', uses: ['component'] },
  '^[A-Za-z0-9/_-]+$': {
    allows: 'a route: letters, digits, slashes, dashes and underscores only (no spaces, no ".html")',
    example: 'compareplan/plans',
    uses: ['route'],
  },
  '^[a-z0-9.-]+$': { allows: 'a host name: lower-case letters, digits, dots and dashes only', example: 'www.carrier.example', uses: ['value'] },
  '^(https://[^\\s]+|/(?![/\\\\])[^\\s]*)$': {
    allows: 'an https:// address or a path on our site starting with a single / (an address starting with // names another site), without spaces',
    example: '/digital/acct/overview',
    uses: ['value'],
  },
  '^(NSA_REDIRECT_TH_|R_K_S_|EA_|FF_)[A-Z0-9_]+$': {
    allows: 'a switch name: NSA_REDIRECT_TH_, R_K_S_, EA_ or FF_, then capital letters, digits and underscores',
    example: 'FF_SHOW_SERVICES_ERROR',
    uses: ['switches'],
  },
  // A switch's description is what the analyst reads in the studio to know what the switch does (schemas/switches.schema.json).
  '\\S': {
    allows: 'words that say what the switch does (not empty, not only spaces)',
    example: 'When on, the services error banner shows.',
    uses: ['description'],
  },
  '^[a-z][a-zA-Z0-9]*(\\.[a-zA-Z0-9]+)+$': {
    allows: 'a text key: an area and a name joined by dots, letters and digits only',
    example: 'sales.cart.heading',
    uses: ['texts'],
  },
  '^/images/[a-z0-9/-]+\\.svg$': {
    allows: 'an image path: /images/, then lower-case letters, digits, slashes and dashes, ending in .svg',
    example: '/images/offers/card.svg',
    uses: ['image'],
  },
};

/** Uses a pattern's own words do not fit: use -> pattern -> words. `set` names page state (ui.<name>), schemas/defs/effect.schema.json SetEffect. */
export const patternUses: Readonly<Record<string, Readonly<Record<string, Words>>>> = {
  set: {
    '^[a-zA-Z][a-zA-Z0-9]*$': {
      allows: 'a page state name (read as ui.<name>): a letter, then letters and digits only (no spaces, dashes or dots)',
      example: 'modalOpen',
    },
  },
};

/**
 * The use of the pattern at a schema path: the property it is on ("…/properties/set/pattern" -> "set"), through an
 * array's items or an object's property names ("…/properties/pages/propertyNames/pattern" -> "pages"). Works on
 * AJV's schemaPath and on a path inside a schema file alike; undefined for a schema that is the pattern alone.
 */
export function patternUse(schemaPath: string): string | undefined {
  return /(?:^|\/)([^/#]+)\/(?:items\/)?(?:propertyNames\/)?pattern$/.exec(schemaPath)?.[1];
}

/** What a pattern allows with its example ('an id in camelCase: ..., e.g. "mobileUser"'), in the words of its use; null for a pattern not worded here. */
export function patternSaid(pattern: string, use?: string): string | null {
  const words = (use !== undefined ? patternUses[use]?.[pattern] : undefined) ?? patternWords[pattern];
  return words ? `${words.allows}, e.g. ${JSON.stringify(words.example)}` : null;
}

/** flows:check's hint for a value its pattern refuses: what is allowed, an example, and what was found. */
export function patternHint(pattern: string, found: unknown, use?: string): string {
  const said = patternSaid(pattern, use);
  const shown = typeof found === 'string' ? `; found ${JSON.stringify(found)}` : '';
  return said ? `must be ${said}${shown}.` : `does not match the pattern ${pattern}${shown}.`;
}
