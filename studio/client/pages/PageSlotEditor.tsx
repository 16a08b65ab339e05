import '../editors/editors.css';
import { useCallback, useMemo, useState } from 'react';
import type { FlowSet } from '../../../src/model/flowSet.ts';
import type { CompanionTexts, EditorProps } from '../editorSlot.ts';
import { isEnglishTextsFile, isSpanishTextsFile, spanishFileFor } from '../editors/texts/textKeys.ts';
import { pendingTextKeys } from '../tables/pendingTextKeys.ts';
import { withUnsavedTexts } from '../tables/unsavedTexts.ts';
import { useEditorContext } from '../editors/useEditorContext.ts';
import type { PageSpanish } from './NodeTextFields.tsx';
import { NewPageForm } from './NewPageForm.tsx';
import { PagesView, type PageTextChange } from './PagesView.tsx';
import type { SourceLinks } from './ConditionSources.tsx';
import { studioPagesApi } from './studioPagesApi.ts';
import { useConditionEditing } from './useConditionEditing.tsx';
import type { PagesAnswer } from '../../shared/pages.ts';

/** The page a journey or page file opened at: a page file's own id, an inline page's pointer (/pages/<id>), else the journey's start. */
export function pageOpened(draft: unknown, focus: string): string {
  const data = (draft ?? {}) as { journey?: string; id?: string; start?: string };
  if (typeof data.journey === 'string') return `${data.journey}.${String(data.id)}`;
  const inline = /^\/pages\/([^/]+)/.exec(focus)?.[1];
  return `${String(data.id)}.${inline ?? String(data.start)}`;
}

/**
 * The pages view in the editor slot, for page and journey files: the
 * composed page, its texts in place, the `when` of its own nodes in the
 * condition builder (edited in the draft), the preview, and adding a page.
 * A text's words edited in place join the draft as texts their files get
 * with it (`companions`), as a table row's text does: Save writes them with
 * the file, Undo takes them back, and they are shown from the draft until then.
 */
export function PageSlotEditor({
  path,
  draft,
  onChange,
  problems,
  focus,
  context,
  companions = [],
  unsavedCompanions = [],
  onSavedElsewhere,
  onOpenTarget,
}: EditorProps<never>) {
  const editorContext = useEditorContext(context);
  // EditorProps<never> (editors.ts) types the draft as never: a page or journey file is any JSON here.
  const change = onChange as (next: unknown, companions?: readonly CompanionTexts[]) => void;
  const conditions = useConditionEditing({ path, draft, onChange: change, problems, context });
  const flows = context.flows as unknown as FlowSet;
  const { textKeys, spanishTexts: savedSpanish, spanishFiles } = editorContext;
  // The words as the analyst has them: on disk, with the draft's unsaved ones (and those a save just wrote) over them.
  const texts = useMemo(() => withUnsavedTexts(flows.texts, companions, isEnglishTextsFile), [flows.texts, companions]);
  const spanishTexts = useMemo(
    () => (savedSpanish === null ? null : withUnsavedTexts(savedSpanish, companions, isSpanishTextsFile)),
    [savedSpanish, companions],
  );
  // A key's Spanish words go where the texts editor saves them (spanishFileFor); none when the project has no Spanish.
  const spanishFileOf = useCallback(
    (key: string): string | undefined => (spanishTexts !== null && textKeys[key] ? spanishFileFor(key, textKeys[key], spanishFiles) : undefined),
    [textKeys, spanishTexts, spanishFiles],
  );
  // The Spanish words in the draft and not written yet ("Not saved yet: Save writes it in …" at the field).
  const unsavedSpanish = useMemo(() => pendingTextKeys(unsavedCompanions.filter((each) => isSpanishTextsFile(each.path))), [unsavedCompanions]);
  const spanish = useMemo<PageSpanish | null>(
    () => (spanishTexts === null ? null : { texts: spanishTexts, fileOf: spanishFileOf, unsaved: (key) => unsavedSpanish.has(key) }),
    [spanishTexts, spanishFileOf, unsavedSpanish],
  );
  // A condition's links to the tables and switches that decide it open them through the shell, as the navigator would.
  const links = useMemo<SourceLinks | undefined>(() => (onOpenTarget ? { flows, open: onOpenTarget } : undefined), [flows, onOpenTarget]);
  const api = useMemo(() => studioPagesApi((answer) => onSavedElsewhere?.(answer)), [onSavedElsewhere]);
  // The page file itself is unchanged: the words are texts its texts files get with it.
  const changeWords = useCallback(
    (fileOf: (key: string) => string | undefined): PageTextChange =>
      (key, words) => {
        const file = fileOf(key);
        if (file !== undefined) change(draft, [{ path: file, texts: { [key]: words } }]);
        return file;
      },
    [change, draft],
  );
  const onTextChange = useMemo(() => changeWords((key) => textKeys[key]), [changeWords, textKeys]);
  const onSpanishChange = useMemo(() => changeWords(spanishFileOf), [changeWords, spanishFileOf]);
  const pendingTexts = useMemo(() => pendingTextKeys(unsavedCompanions), [unsavedCompanions]);
  const [known, setKnown] = useState<PagesAnswer | null>(null);
  const [shown, setShown] = useState(() => pageOpened(draft, focus));
  // The editor stays open while another item of its file is opened (StudioApp keeps a draft): another
  // page of the journey, or the journey itself, is shown; a problem revealed outside the pages keeps the page shown.
  // Each time counts, even for the page shown last: the view's own Page list may have moved to another page since.
  const [openedAt, setOpenedAt] = useState(focus);
  const [follows, setFollows] = useState(0);
  if (focus !== openedAt) {
    setOpenedAt(focus);
    if (focus === '' || /^\/pages\//.test(focus)) {
      setShown(pageOpened(draft, focus));
      setFollows(follows + 1);
    }
  }
  return (
    <div className="studio-pages-slot">
      <PagesView
        key={`${shown}#${follows}`}
        api={api}
        onPagesLoaded={setKnown}
        texts={texts}
        spanish={spanish}
        onTextChange={onTextChange}
        onSpanishChange={onSpanishChange}
        pendingTexts={pendingTexts}
        switches={flows.switches}
        initialPage={shown}
        revision={context}
        conditions={conditions}
        links={links}
      />
      {known ? (
        <details className="studio-card">
          <summary>Add a page</summary>
          <NewPageForm known={known} textKeys={textKeys} spanishFiles={spanishFiles} onCreate={api.createPage} onCreated={setShown} />
        </details>
      ) : null}
    </div>
  );
}
