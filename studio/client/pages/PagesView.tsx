import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { PageSummary, PageTreeAnswer, PagesAnswer } from '../../shared/pages.ts';
import { SwitchToggle } from '../editors/fields/SwitchToggle.tsx';
import type { ConditionEditing } from './NodeCondition.tsx';
import type { PageSpanish } from './NodeTextFields.tsx';
import { PageHandlers } from './PageHandlers.tsx';
import { PageTree } from './PageTree.tsx';
import { PreviewControls } from './PreviewControls.tsx';
import { PreviewFrame } from './PreviewFrame.tsx';
import { initialChoice, type PreviewChoice } from './previewSetup.ts';
import { useSavedWords } from './useSavedWords.ts';

/** What the pages view asks the studio's server (studio/server/pages through the studio API). */
export interface PagesApi {
  pages(): Promise<PagesAnswer>;
  pageTree(journey: string, page: string): Promise<PageTreeAnswer>;
  /** Saves one text through the studio's save path; null when saved, else why not, in words. */
  saveText(key: string, text: string): Promise<string | null>;
  /** Saves the Spanish words of one text in the Spanish file that writes them (PageSpanish.fileOf), the same way. */
  saveSpanish(key: string, text: string): Promise<string | null>;
}

interface PagesViewProps {
  api: PagesApi;
  /** Every text by key (flows/texts), as last read. */
  texts: Readonly<Record<string, string>>;
  /** The Spanish words of every text and where each is saved, shown beside the English; null or absent: no Spanish in the project. */
  spanish?: PageSpanish | null;
  switches: Readonly<Record<string, { default: boolean; description: string }>>;
  /** The page to show first ("journey.page"). */
  initialPage?: string;
  /** Changes after any save (the shell's context): the pages and the tree are read again. */
  revision?: unknown;
  /** Told the pages each time they are read (the new-page form offers them). */
  onPagesLoaded?(answer: PagesAnswer): void;
  /** Edits the `when` of the nodes and event handlers written in the open file, through its draft (PageSlotEditor). */
  conditions?: ConditionEditing;
}

const noTexts: Readonly<Record<string, string>> = {};

const pageRef = (page: PageSummary): string => `${page.journey}.${page.page}`;

/**
 * Issue 19 item 6: a page as the tree it is composed of (layout, fragments,
 * the page's own nodes, each with its file), its texts editable in place, and
 * the page itself in a preview frame under a chosen scenario, shopper and
 * switches. Selecting a node in the tree outlines it in the preview; in pick
 * mode a click in the preview selects the node here.
 */
export function PagesView({
  api,
  texts: readTexts,
  spanish: readSpanish,
  switches,
  initialPage = 'shop.shop',
  revision = 0,
  onPagesLoaded,
  conditions,
}: PagesViewProps) {
  const id = useId();
  const [pages, setPages] = useState<PagesAnswer | null>(null);
  const [current, setCurrent] = useState(initialPage);
  const [tree, setTree] = useState<PageTreeAnswer | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [fullSize, setFullSize] = useState(false);
  const [choice, setChoice] = useState<PreviewChoice>(initialChoice);
  const [status, setStatus] = useState('');
  // Words saved here are shown (and their fields stop holding unsaved typing) as soon as the save lands.
  const [texts, rememberText] = useSavedWords(readTexts);
  const [spanishTexts, rememberSpanish] = useSavedWords(readSpanish?.texts ?? noTexts);
  const spanish = useMemo(() => (readSpanish ? { ...readSpanish, texts: spanishTexts } : readSpanish), [readSpanish, spanishTexts]);

  useEffect(() => {
    let live = true;
    void api.pages().then((answer) => {
      if (!live) return;
      setPages(answer);
      onPagesLoaded?.(answer);
    });
    return () => {
      live = false;
    };
  }, [api, revision, onPagesLoaded]);

  useEffect(() => {
    const [journey = '', page = ''] = current.split('.');
    let live = true;
    void api.pageTree(journey, page).then((answer) => live && setTree(answer));
    return () => {
      live = false;
    };
  }, [api, current, revision]);

  const onPicked = useCallback((key: string) => {
    setSelected(key);
    setPicking(false);
    // Bring the picked node into view in the tree, where its texts can be edited.
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-node-key="${CSS.escape(key)}"]`)?.focus());
  }, []);

  const saveText = async (key: string, next: string): Promise<void> => {
    setStatus(`Saving ${key}…`);
    const problem = await api.saveText(key, next);
    if (problem === null) rememberText(key, next);
    // The English alone was saved: the Spanish page keeps its words, so the analyst is told where to change them too.
    const spanishToo = spanish && Object.hasOwn(spanish.texts, key) ? ` Its Spanish words are as they were: change them beside it if they should follow.` : '';
    setStatus(problem === null ? `Saved ${key}.${spanishToo}` : `Not saved: ${problem}`);
  };

  const saveSpanish = async (key: string, next: string): Promise<void> => {
    setStatus(`Saving the Spanish of ${key}…`);
    const problem = await api.saveSpanish(key, next);
    if (problem === null) rememberSpanish(key, next);
    setStatus(problem === null ? `Saved the Spanish of ${key} in ${spanish?.fileOf(key) ?? 'its Spanish file'}.` : `Not saved: ${problem}`);
  };

  return (
    <section className="studio-pages" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Pages</h2>
      <div className="studio-field">
        <label htmlFor={`${id}-page`}>Page</label>
        <select
          id={`${id}-page`}
          value={current}
          onChange={(event) => {
            setCurrent(event.target.value);
            setSelected(null);
          }}
        >
          {(pages?.pages ?? []).map((page) => (
            <option key={pageRef(page)} value={pageRef(page)}>
              {page.journey} · {page.page} ({page.route}.html)
            </option>
          ))}
        </select>
      </div>
      <p role="status" className="studio-field__hint">
        {status}
      </p>
      {tree ? (
        <div className="studio-pages__columns">
          <div className="studio-pages__tree">
            <h3>
              {tree.page.title}{' '}
              <span className="studio-field__hint">
                written in {tree.page.file}, layout {tree.page.layout}
              </span>
            </h3>
            <PageTree
              nodes={tree.nodes}
              selected={selected}
              onSelect={setSelected}
              texts={texts}
              onSaveText={(key, next) => void saveText(key, next)}
              spanish={spanish}
              onSaveSpanish={(key, next) => void saveSpanish(key, next)}
              conditions={conditions}
            />
            <PageHandlers handlers={tree.handlers ?? []} editing={conditions} />
          </div>
          <div className="studio-pages__preview">
            <PreviewControls choice={choice} onChoice={setChoice} switches={switches} />
            <SwitchToggle label="Pick a node in the preview" checked={picking} onToggle={setPicking} />
            <SwitchToggle label="Preview at full size" checked={fullSize} onToggle={setFullSize} />
            <PreviewFrame
              route={tree.page.route}
              title={tree.page.title}
              choice={choice}
              outlined={selected}
              picking={picking}
              onPicked={onPicked}
              fullSize={fullSize}
            />
          </div>
        </div>
      ) : (
        <p>Loading the page…</p>
      )}
    </section>
  );
}
