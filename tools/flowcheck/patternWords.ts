/**
 * What each `pattern` in schemas/ allows, in an analyst's words with an
 * example (issue 19 item 3: the studio shows flows:check's words at the
 * field). flows:check (schemaCheck.ts) and the studio's table editor both say
 * a pattern this way, so a raw regex never reaches the analyst and the two
 * never disagree. tests/flowcheck/patternWords.test.ts fails when a schema
 * gains a pattern this does not word. No Node import: browser code reads it.
 */
export const patternWords: Readonly<Record<string, { allows: string; example: string }>> = {
  '^[a-z][a-zA-Z0-9]*$': { allows: 'an id in camelCase: a lower-case letter, then letters and digits only (no spaces, dashes or dots)', example: 'mobileUser' },
  '^[a-zA-Z][a-zA-Z0-9]*$': { allows: 'a page id: a letter, then letters and digits only (no spaces, dashes or dots)', example: 'expresscart' },
  '^[a-z][a-zA-Z0-9-]*$': { allows: 'an id: a lower-case letter, then letters, digits and dashes (no spaces or dots)', example: 'card-heading' },
  '^[A-Z][A-Z0-9_]*$': { allows: 'an event name in UPPER_SNAKE_CASE: a capital letter, then capital letters, digits and underscores', example: 'CONTINUE' },
  '^[A-Z][A-Za-z0-9]*$': { allows: 'a component name: a capital letter, then letters and digits only', example: 'Heading' },
  '^[A-Za-z0-9/_-]+$': { allows: 'a route: letters, digits, slashes, dashes and underscores only (no spaces, no ".html")', example: 'compareplan/plans' },
  '^[a-z0-9.-]+$': { allows: 'a host name: lower-case letters, digits, dots and dashes only', example: 'www.carrier.example' },
  '^(https://[^\\s]+|/[^\\s]*)$': { allows: 'an https:// address or a path starting with /, without spaces', example: '/digital/acct/overview' },
  '^(NSA_REDIRECT_TH_|R_K_S_|EA_|FF_)[A-Z0-9_]+$': {
    allows: 'a switch name: NSA_REDIRECT_TH_, R_K_S_, EA_ or FF_, then capital letters, digits and underscores',
    example: 'FF_SHOW_SERVICES_ERROR',
  },
  '^[a-z][a-zA-Z0-9]*(\\.[a-zA-Z0-9]+)+$': { allows: 'a text key: an area and a name joined by dots, letters and digits only', example: 'sales.cart.heading' },
};

/** What a pattern allows with its example ('an id in camelCase: ..., e.g. "mobileUser"'); null for a pattern not worded here. */
export function patternSaid(pattern: string): string | null {
  const words = patternWords[pattern];
  return words ? `${words.allows}, e.g. ${JSON.stringify(words.example)}` : null;
}

/** flows:check's hint for a value its pattern refuses: what is allowed, an example, and what was found. */
export function patternHint(pattern: string, found: unknown): string {
  const said = patternSaid(pattern);
  const shown = typeof found === 'string' ? `; found ${JSON.stringify(found)}` : '';
  return said ? `must be ${said}${shown}.` : `does not match the pattern ${pattern}${shown}.`;
}
