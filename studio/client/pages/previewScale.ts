/**
 * The smallest scale the preview shows a page at: below it a 1280-px page's
 * words are too small to read (the QA walkthrough found it at 28 %). A page
 * wider than its column at this scale scrolls inside the preview instead.
 */
export const readableScale = 0.5;

/** The scale a page `pageWidth` px wide is shown at in a column `boxWidth` px wide: fitted, never below readableScale, 1 at full size. */
export function previewScale(boxWidth: number, pageWidth: number, fullSize: boolean): number {
  if (fullSize) return 1;
  return Math.max(readableScale, Math.min(1, boxWidth / pageWidth));
}
