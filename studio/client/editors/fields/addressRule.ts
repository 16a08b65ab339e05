import { checkTarget } from '../../../../src/runtime/urlSafety.ts';

/** The allow-list an address is checked against: its id in flows/lists/ and its hosts. */
export interface AllowList {
  id: string;
  hosts: readonly string[];
}

/**
 * Stands in for the storefront's own origin: an address on it is a path ("/signin/"),
 * so any absolute address names another host and must pass the allow-list.
 */
const ownOrigin = 'https://storefront.invalid';

/**
 * schemas/settings.schema.json $defs/url: "https://host/path or a path on our site starting with a single /". A
 * browser reads "//host/x" (and "/\\host/x") as another site's address, not a path on ours.
 */
const addressShape = /^(https:\/\/[^\s]+|\/(?![/\\])[^\s]*)$/;

/**
 * Why an address would not be followed, in words an analyst reads; null when it is fine.
 * The rule is the runtime's own (src/runtime/urlSafety.ts checkTarget, what the
 * Redirector calls): same-site paths pass; other hosts only over https and
 * only when on the allow-list the address is checked against.
 */
export function addressProblem(value: string, allowList: AllowList | null): string | null {
  const text = value.trim();
  if (text === '') return 'Enter an address: https://… or a path on our site starting with /.';
  if (/^\/[/\\]/.test(text))
    return `"${text}" names another site, not a path on ours (a browser reads an address starting with // as https://${text.slice(2)}). Write https://host/path, or a path on our site starting with a single /.`;
  if (/^http:\/\//i.test(text)) return `"${text}" is refused: addresses on other sites must start with https:// (http:// is not safe).`;
  if (!addressShape.test(text)) return `"${text}" is not an address the storefront follows. Write https://host/path, or a path on our site starting with /.`;
  if (allowList === null) return null;
  const check = checkTarget(text, ownOrigin, allowList.hosts);
  if (check.ok) return null;
  const hosts = allowList.hosts.length > 0 ? allowList.hosts.join(', ') : 'none yet';
  return `"${text}" is refused (${check.reason}; checked against the list "${allowList.id}", hosts: ${hosts}). Add the host to that list in flows/lists/ first, or use a path on our site.`;
}
