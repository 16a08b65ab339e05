import { useCallback, useEffect, useRef, useState } from 'react';
import type { DiscardAnswer, FileAnswer, NavItem, SaveAnswer } from '../../shared/api.ts';
import type { ItemKind } from '../../shared/itemKinds.ts';
import { studioApi } from '../api.ts';
import type { FlowTarget, StudioContext } from '../editorSlot.ts';
import { ChangesPanel } from './ChangesPanel.tsx';
import { EditorPane } from './EditorPane.tsx';
import { GeneratedStatus } from './GeneratedStatus.tsx';
import { Navigator } from './Navigator.tsx';
import { SkipToEditor, editorPaneId } from './SkipToEditor.tsx';
import { StudioHome } from './StudioHome.tsx';
import { addressOf, holdsPlace } from './itemAddress.ts';
import { flatten } from './treeModel.ts';
import { UnknownAddress } from './UnknownAddress.tsx';
import { useAddressedItem, type OpenHow } from './useAddressedItem.ts';
import { UsesPanel } from './UsesPanel.tsx';
import { itemNamed, itemOfTarget } from './usesTarget.ts';

/**
 * The studio's shell (issue 19): the navigator on the left, the open item's
 * editor in the middle, where it is used on the right. Loads the items and
 * the editors' context once, and again after each save.
 */
export function StudioApp() {
  const [items, setItems] = useState<NavItem[]>([]);
  const [itemsLoaded, setItemsLoaded] = useState(false);
  // An address (reload, Back, a colleague's link) that names nothing the studio has: said in the pane.
  const [unknown, setUnknown] = useState<string | null>(null);
  const [context, setContext] = useState<StudioContext | null>(null);
  // `gen` counts the files fetched into the editor: the editor's key, so a fetched file always gets a new editor and
  // a reused one (the same version on disk) keeps its own, even when the disk went back to the hash first opened.
  const [open, setOpen] = useState<{ item: NavItem; file: FileAnswer; gen: number } | null>(null);
  // The open item as of the last render, for answers that arrive later (a discard).
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);
  const [error, setError] = useState<string | null>(null);
  const [showChanges, setShowChanges] = useState(false);
  const [saves, setSaves] = useState(0);
  // A new object per press, so pressing the same starting point twice shows its group again.
  const [reveal, setReveal] = useState<{ kind: ItemKind } | null>(null);

  // The tree first (the analyst can look and search at once); the editors' context (the checked flows) after it.
  useEffect(() => {
    studioApi
      .items()
      .then((answer) => {
        setItems(answer.items);
        setItemsLoaded(true);
      })
      .catch((failure: Error) => setError(failure.message));
    studioApi
      .context()
      .then(setContext)
      .catch((failure: Error) => setError(failure.message));
  }, []);

  // The open file's unsaved work, a draft or held JSON text (EditorPane says when it has some): opening another file asks first, leaving the page too.
  const unsaved = useRef<string | null>(null);
  const onDirty = useCallback((path: string, dirty: boolean) => {
    unsaved.current = dirty ? path : unsaved.current === path ? null : unsaved.current;
  }, []);
  useEffect(() => {
    const onLeave = (event: BeforeUnloadEvent): void => {
      if (!unsaved.current) return;
      event.preventDefault();
      // Browsers that ignore preventDefault() here ask when returnValue is set (HTML "beforeunload" legacy).
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onLeave);
    return () => window.removeEventListener('beforeunload', onLeave);
  }, []);

  // The version on disk the open editor holds (EditorPane says, again after each save): the file read again
  // for another of its items and found unchanged keeps that editor, its undo history with it (issue 19 item 7;
  // studio/README.md "Editor slot": another item of the same file opens in the same editor).
  const editorVersion = useRef<{ path: string; hash: string } | null>(null);
  const onVersion = useCallback((path: string, hash: string) => {
    editorVersion.current = { path, hash };
  }, []);

  // The open item is in the address (studio/README.md "Navigation"): chosen by the analyst, a new history entry; opened
  // from the address (reload, Back, Forward), none. Kept from opening (unsaved work kept), the address names what is
  // shown again: Back cannot be taken back, so its entry is rewritten.
  const openItem = useCallback(
    (item: NavItem, how: OpenHow = {}) => {
      const fromAddress = how.history === 'none';
      const shown = (next: NavItem): void => {
        setUnknown(null);
        if (!fromAddress && window.location.search !== addressOf(next)) window.history.pushState(null, '', addressOf(next));
      };
      // Another item of the file being edited: the same editor shows it, draft and history kept.
      if (open && unsaved.current === open.file.path && item.file === open.file.path) {
        setOpen({ ...open, item });
        shown(item);
        return;
      }
      if (unsaved.current && !window.confirm(`${unsaved.current} has unsaved changes. Open ${item.name} and lose them?`)) {
        if (fromAddress) window.history.replaceState(null, '', open ? addressOf(open.item) : window.location.pathname);
        return;
      }
      studioApi
        .file(item.file)
        .then((file) => {
          if (how.missingPlace && !holdsPlace(file.data, item.pointer)) {
            setUnknown(how.missingPlace);
            setOpen(null);
            return;
          }
          const holds = editorVersion.current;
          // Saved since it was opened, and still so on disk: the same file, the same editor (a new one only for a version it does not hold).
          const same = holds !== null && holds.path === file.path && holds.hash === file.hash;
          setOpen((current) => (same && current?.file.path === file.path ? { ...current, item } : { item, file, gen: (current?.gen ?? 0) + 1 }));
          shown(item);
        })
        .catch((failure: Error) => setError(failure.message));
    },
    [open],
  );
  // An address with no item (Back to where the studio started): the home page, asked first as leaving a file is.
  const showHome = useCallback(() => {
    if (!open) return;
    if (unsaved.current && !window.confirm(`${unsaved.current} has unsaved changes. Leave it and lose them?`)) {
      window.history.replaceState(null, '', addressOf(open.item));
      return;
    }
    setOpen(null);
  }, [open]);
  useAddressedItem({ items, itemsLoaded, openItem, showHome, onUnknown: setUnknown });

  // A link in an editor (a page condition's "Open decision table …") opens its target as the navigator would.
  const openTarget = useCallback(
    (target: FlowTarget) => {
      const found = itemOfTarget(items, target);
      if (found) openItem(found);
    },
    [items, openItem],
  );

  const onSaved = useCallback((_answer: SaveAnswer) => {
    setSaves((count) => count + 1);
    void Promise.all([studioApi.items(), studioApi.context()])
      .then(([answer, loaded]) => {
        setItems(answer.items);
        setContext(loaded);
      })
      .catch((failure: Error) => setError(`Saved, but the flows could not be read again: ${failure.message}. Reload the page to see them.`));
  }, []);

  // A file discarded in the Changes panel (studio/README.md "Changes"): the flows read again as after a save, and
  // the open file, when it is that one, fetched into a new editor (its draft was asked about) or closed when deleted.
  const unsavedIn = useCallback((path: string) => unsaved.current === path, []);
  const onDiscarded = useCallback((answer: Extract<DiscardAnswer, { path: string }>) => {
    setSaves((count) => count + 1);
    const reread = Promise.all([studioApi.items(), studioApi.context()]).then(([answer, loaded]) => {
      setItems(answer.items);
      setContext(loaded);
      return answer.items;
    });
    void reread
      .then(async (read) => {
        const shown = openRef.current;
        if (!shown || shown.file.path !== answer.path) return;
        if (unsaved.current === answer.path) unsaved.current = null;
        if (answer.status === 'deleted') {
          window.history.replaceState(null, '', window.location.pathname);
          return setOpen(null);
        }
        const file = await studioApi.file(answer.path);
        // The item shown, or its file when the committed version has no such item (an entry added since).
        const all = flatten(read);
        const item =
          all.find((candidate) => candidate.key === shown.item.key) ??
          all.find((candidate) => candidate.file === answer.path && candidate.pointer === '') ??
          shown.item;
        setOpen((current) => ({ item, file, gen: (current?.gen ?? 0) + 1 }));
        window.history.replaceState(null, '', addressOf(item));
      })
      .catch((failure: Error) => setError(`Discarded, but the flows could not be read again: ${failure.message}. Reload the page to see them.`));
  }, []);

  return (
    <div className="studio">
      <SkipToEditor />
      <header className="studio-header">
        <span className="studio-title">storeflow · flow studio</span>
        <span className="studio-actions">
          <GeneratedStatus saves={saves} />
          <button type="button" aria-expanded={showChanges} aria-controls="changes-panel" onClick={() => setShowChanges((shown) => !shown)}>
            Changes
          </button>
          <a href="/" target="_blank" rel="noreferrer">
            Open the storefront
          </a>
        </span>
      </header>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {showChanges && (
        <div id="changes-panel">
          <ChangesPanel version={saves} onDiscarded={onDiscarded} unsavedIn={unsavedIn} />
        </div>
      )}
      <div className="studio-columns">
        <Navigator items={items} selected={open?.item.key ?? null} onOpen={openItem} reveal={reveal} />
        <main id={editorPaneId} className="studio-main">
          {open && context ? (
            // A new key per file fetched into the editor (not its hash: a reused editor may hold another version since):
            // the session starts from what the server sent. studio/README.md "Editor slot".
            <EditorPane
              key={open.gen}
              file={open.file}
              item={open.item}
              context={context}
              onSaved={onSaved}
              onDirty={onDirty}
              onVersion={onVersion}
              onOpenTarget={openTarget}
            />
          ) : (
            <>
              {unknown && <UnknownAddress words={unknown} />}
              <StudioHome items={items} version={saves} onOpen={openItem} onShowKind={(kind) => setReveal({ kind })} />
            </>
          )}
        </main>
        {open && <UsesPanel item={open.item} find={(use) => itemNamed(items, use, context?.flows)} onOpen={openItem} />}
      </div>
    </div>
  );
}
