import { useCallback, useEffect, useRef, useState } from 'react';
import type { FileAnswer, NavItem, SaveAnswer } from '../../shared/api.ts';
import type { ItemKind } from '../../shared/itemKinds.ts';
import { studioApi } from '../api.ts';
import type { FlowTarget, StudioContext } from '../editorSlot.ts';
import { ChangesPanel } from './ChangesPanel.tsx';
import { EditorPane } from './EditorPane.tsx';
import { GeneratedStatus } from './GeneratedStatus.tsx';
import { Navigator } from './Navigator.tsx';
import { SkipToEditor, editorPaneId } from './SkipToEditor.tsx';
import { StudioHome } from './StudioHome.tsx';
import { UsesPanel } from './UsesPanel.tsx';
import { itemNamed, itemOfTarget } from './usesTarget.ts';

/**
 * The studio's shell (issue 19): the navigator on the left, the open item's
 * editor in the middle, where it is used on the right. Loads the items and
 * the editors' context once, and again after each save.
 */
export function StudioApp() {
  const [items, setItems] = useState<NavItem[]>([]);
  const [context, setContext] = useState<StudioContext | null>(null);
  // `gen` counts the files fetched into the editor: the editor's key, so a fetched file always gets a new editor and
  // a reused one (the same version on disk) keeps its own, even when the disk went back to the hash first opened.
  const [open, setOpen] = useState<{ item: NavItem; file: FileAnswer; gen: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [showChanges, setShowChanges] = useState(false);
  const [saves, setSaves] = useState(0);
  // A new object per press, so pressing the same starting point twice shows its group again.
  const [reveal, setReveal] = useState<{ kind: ItemKind } | null>(null);

  // The tree first (the analyst can look and search at once); the editors' context (the checked flows) after it.
  useEffect(() => {
    studioApi
      .items()
      .then((answer) => setItems(answer.items))
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

  const openItem = useCallback(
    (item: NavItem) => {
      // Another item of the file being edited: the same editor shows it, draft and history kept.
      if (open && unsaved.current === open.file.path && item.file === open.file.path) {
        setOpen({ ...open, item });
        return;
      }
      if (unsaved.current && !window.confirm(`${unsaved.current} has unsaved changes. Open ${item.name} and lose them?`)) return;
      studioApi
        .file(item.file)
        .then((file) => {
          const holds = editorVersion.current;
          // Saved since it was opened, and still so on disk: the same file, the same editor (a new one only for a version it does not hold).
          const same = holds !== null && holds.path === file.path && holds.hash === file.hash;
          setOpen((current) => (same && current?.file.path === file.path ? { ...current, item } : { item, file, gen: (current?.gen ?? 0) + 1 }));
        })
        .catch((failure: Error) => setError(failure.message));
    },
    [open],
  );

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
          <ChangesPanel version={saves} />
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
            <StudioHome items={items} version={saves} onOpen={openItem} onShowKind={(kind) => setReveal({ kind })} />
          )}
        </main>
        {open && <UsesPanel item={open.item} find={(use) => itemNamed(items, use, context?.flows)} onOpen={openItem} />}
      </div>
    </div>
  );
}
