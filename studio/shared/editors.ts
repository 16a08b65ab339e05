/**
 * What the typed editors of lists, switches, settings and texts need to know
 * about the other flow files (issue 19 item 5), computed by the studio's
 * server (studio/server/editors) and read once per context reload.
 */

/** GET /texts-index */
export interface TextsIndexAnswer {
  /** Every text key with the texts file that writes it. */
  textKeys: Record<string, string>;
  /** Where each key is used: "page shop.pdp (pdp.html)", "decision savingsLanding", "code src/view/NotFound.tsx"; an unused key is absent. */
  textUses: Record<string, string[]>;
  /** Keys the flows or the code read that no texts file writes. */
  missingTextKeys: string[];
  /** Every English texts file, one that writes no text among them: its Spanish twin is a twin all the same. */
  englishFiles: string[];
}
