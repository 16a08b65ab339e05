import { Fragment, type ReactNode } from 'react';

/**
 * Where a name may break between its words: before a capital that follows a lower-case letter or a digit
 * ("signIn|With|Mobile|Number"), and after a dot, underscore, dash or slash ("answers.|getOpenBank…") and an address's
 * "?", "&" or "=" ("cart.html?|redirect=|detailsnotfound") that ends a word of letters: never inside a number
 * ("1.5", "2026-12-07").
 */
const wordEnd = /(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Za-z][._/?&=-])(?=[A-Za-z0-9])/;

/**
 * The text with a line-break opportunity (<wbr>) between the words of each name in it, so a narrow cell wraps
 * "savingsIneligibleCodes" as "savings / Ineligible / Codes" instead of mid-word (the rows grid's last resort,
 * `overflow-wrap` in tables.css, cut "ineligibleC / ode" at 1280 px). The text reads and copies the same: <wbr> adds no
 * characters.
 */
export function wordBreaks(text: string): ReactNode {
  const parts = text.split(wordEnd);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
