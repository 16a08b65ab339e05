/**
 * What the pane says for an address that names no item the studio has (studio/README.md "Navigation";
 * useAddressedItem.ts), above the home page: a reload or a colleague's link once showed an empty pane instead.
 * An alert: it comes on its own, after the navigator's items, with the focus wherever the analyst had it.
 */
export function UnknownAddress({ words }: { words: string }) {
  return (
    <p role="alert" className="unknown-address">
      {words}
    </p>
  );
}
