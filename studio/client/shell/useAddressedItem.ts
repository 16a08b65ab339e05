import { useEffect, useEffectEvent } from 'react';
import type { NavItem } from '../../shared/api.ts';
import { fileItemAt, itemAt, readAddress, unknownAddressWords } from './itemAddress.ts';

/** How the shell opens an item: whether the address gets a history entry, and whether the place must be checked. */
export interface OpenHow {
  /** "push" (the analyst chose it: a new history entry) or "none" (the address already names it: a reload, Back, Forward). */
  history?: 'push' | 'none';
  /** Said when the file has nothing at the item's pointer (a place in a file named by an address, not by the navigator). */
  missingPlace?: string;
}

export interface AddressedItemProps {
  items: readonly NavItem[];
  /** The navigator's items have come: an address can be looked up. */
  itemsLoaded: boolean;
  openItem: (item: NavItem, how: OpenHow) => void;
  /** The home page shown, no item open (asks first when unsaved work would be lost). */
  showHome: () => void;
  /** What the studio says of an address it cannot open, or null once it names nothing wrong. */
  onUnknown: (words: string | null) => void;
}

/**
 * The item the address names opened (studio/README.md "Navigation"; itemAddress.ts): once the navigator's items have
 * come (a reload, an address from a colleague), and again on Back and Forward (popstate). An address that names no
 * item the navigator has, nor a place in a file it has, is said in words instead of a blank pane.
 */
export function useAddressedItem({ items, itemsLoaded, openItem, showHome, onUnknown }: AddressedItemProps): void {
  const restore = useEffectEvent(() => {
    const address = readAddress(window.location.search);
    if (!address) {
      onUnknown(null);
      showHome();
      return;
    }
    const item = itemAt(items, address);
    if (item) return openItem(item, { history: 'none' });
    const fileItem = fileItemAt(items, address);
    // A place in a file that is no item of the navigator's (an error table's row, opened from "Where … is used").
    if (fileItem) return openItem({ ...fileItem, pointer: address.at }, { history: 'none', missingPlace: unknownAddressWords(address, true) });
    onUnknown(unknownAddressWords(address, false));
    showHome();
  });

  useEffect(() => {
    if (itemsLoaded) restore();
  }, [itemsLoaded]);

  useEffect(() => {
    const onPop = (): void => restore();
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
}
