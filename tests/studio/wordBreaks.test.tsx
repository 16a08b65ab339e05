/**
 * Where the studio's narrow cells and panels may wrap a name (studio/client/wordBreaks.tsx): between its words, never
 * mid-word (the rows grid cut "ineligibleC / ode") nor inside a number (the review's nit: "1." / "5").
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { wordBreaks } from '../../studio/client/wordBreaks.tsx';

const marked = (text: string): string => renderToStaticMarkup(<>{wordBreaks(text)}</>).replaceAll('<wbr/>', '|');

describe('wordBreaks', () => {
  it('breaks at camelCase humps and after the separators of names, paths and addresses', () => {
    expect(marked('savingsIneligibleCodes')).toBe('savings|Ineligible|Codes');
    expect(marked('answers.getOpenBank')).toBe('answers.|get|Open|Bank');
    expect(marked('src/runtime/plumbing/crashRecovery/CrashModule.ts')).toBe('src/|runtime/|plumbing/|crash|Recovery/|Crash|Module.|ts');
    expect(marked('cart.html?redirect=detailsnotfound')).toBe('cart.|html?|redirect=|detailsnotfound');
  });

  it('leaves numbers, dates and plain words whole, and adds no characters', () => {
    expect(marked('1.5')).toBe('1.5');
    expect(marked('2026-12-07')).toBe('2026-12-07');
    expect(marked('Representative')).toBe('Representative');
    expect(wordBreaks('Representative')).toBe('Representative');
  });

  it('never breaks a word of prose: brands and short names stay whole, the long name beside them breaks', () => {
    // Words of the flows' texts: "i|Phone", "e|SIM", "Open|Bank." and "5|G" broke mid-word at a line's end.
    expect(marked('Shop iPhone and iPad, eSIM ready, on 5G with OpenBank.')).toBe('Shop iPhone and iPad, eSIM ready, on 5G with OpenBank.');
    expect(marked('switch EA_VC is on and clock hour is at least settings.videoChatFromHour')).toBe(
      'switch EA_VC is on and clock hour is at least settings.|video|Chat|From|Hour',
    );
  });
});
