import { Fragment, type ReactNode } from 'react';

/**
 * Where a name may break between its words: before a capital that follows a lower-case letter or a digit
 * ("signIn|With|Mobile|Number"), and after a dot, underscore, dash or slash ("answers.|getOpenBank…") and an address's
 * "?", "&" or "=" ("cart.html?|redirect=|detailsnotfound") that ends a word of letters: never inside a number
 * ("1.5", "2026-12-07").
 */
const wordEnd = /(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Za-z][._/?&=-])(?=[A-Za-z0-9])/;

/**
 * Only a long name is broken: a word shorter than this fits the narrowest cell whole (about 100 px of the rows grid at
 * 1280 px), and one with a capital inside or a dot is as likely prose or a brand ("iPhone", "eSIM", "OpenBank.", "5G"),
 * which must never break mid-word. The longest such word in the flows' texts has 9 characters.
 */
const longName = 12;
const isLongName = (token: string): boolean => token.length >= longName && !/\s/.test(token);

/**
 * The text with a line-break opportunity (<wbr>) between the words of each name in it, so a narrow cell wraps
 * "savingsIneligibleCodes" as "savings / Ineligible / Codes" instead of mid-word (the rows grid's last resort,
 * `overflow-wrap` in tables.css, cut "ineligibleC / ode" at 1280 px). The text reads and copies the same: <wbr> adds no
 * characters. Only words of `longName` characters or more are broken: names, never the prose around them.
 */
export function wordBreaks(text: string): ReactNode {
  const parts = [''];
  for (const token of text.split(/(\s+)/)) {
    const words = isLongName(token) ? token.split(wordEnd) : [token];
    parts[parts.length - 1] += words[0] ?? '';
    parts.push(...words.slice(1));
  }
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
