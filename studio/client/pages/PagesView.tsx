import { useCallback, useEffect, useId, useState } from 'react';
import type { PageSummary, PageTreeAnswer, PagesAnswer } from '../../shared/pages.ts';
import { SwitchToggle } from '../editors/fields/SwitchToggle.tsx';
import type { SourceLinks } from './ConditionSources.tsx';
import type { ConditionEditing } from './NodeCondition.tsx';
import type { PageSpanish } from './NodeTextFields.tsx';
import { PageHandlers } from './PageHandlers.tsx';
import { PageTree } from './PageTree.tsx';
import { PreviewControls } from './PreviewControls.tsx';
import { PreviewFrame } from './PreviewFrame.tsx';
import { initialChoice, type PreviewChoice } from './previewSetup.ts';

/** What the pages view asks the studio's server (studio/server/pages through the studio API). */
export interface PagesApi {
  pages(): Promise<PagesAnswer>;
  pageTree(journey: string, page: string): Promise<PageTreeAnswer>;
}

/**
 * Puts a text's new words in the open file's draft, as texts its texts file gets with it (PageSlotEditor): Save writes
 * them, Undo takes them back. Gives the file the words go to, undefined when no texts file writes the key.
 */
export type PageTextChange = (key: string, words: string) => string | undefined;

interface PagesViewProps {
  api: PagesApi;
  /** Every text by key (flows/texts), as last read, with the draft's unsaved words over them. */
  texts: Readonly<Record<string, string>>;
  /** The Spanish words of every text (the draft's over them) and where each is saved, shown beside the English; null or absent: no Spanish in the project. */
  spanish?: PageSpanish | null;
  /** A text's English words edited in the tree; absent (the view without a file session): nothing is changed. */
  onTextChange?: PageTextChange;
  /** A text's Spanish words edited beside them, put in the Spanish file that writes them (PageSpanish.fileOf). */
  onSpanishChange?: PageTextChange;
  /**
   * The keys whose words are in the draft and not written yet (pendingTextKeys of the shell's unsaved companions):
   * a text's "is in the page's unsaved changes" is said only while its key is one, so it goes with Save or Undo.
   * Absent (the view without a file session): said until the next status.
   */
  pendingTexts?: ReadonlySet<string>;
  switches: Readonly<Record<string, { default: boolean; description: string }>>;
  /** The page to show first ("journey.page"). */
  initialPage?: string;
  /** Changes after any save (the shell's context): the pages and the tree are read again. */
  revision?: unknown;
  /** Told the pages each time they are read (the new-page form offers them). */
  onPagesLoaded?(answer: PagesAnswer): void;
  /** Edits the `when` of the nodes and event handlers written in the open file, through its draft (PageSlotEditor). */
  conditions?: ConditionEditing;
  /** Links a condition to the tables and switches that decide it (ConditionSources); absent: the conditions are only said. */
  links?: SourceLinks;
}

const pageRef = (page: PageSummary): string => `${page.journey}.${page.page}`;

/** The preview's id, the target of "Go to the preview" (one pages view is shown at a time). */
const previewId = 'studio-pages-preview';

/**
 * Issue 19 item 6: a page as the tree it is composed of (layout, fragments,
 * the page's own nodes, each with its file), its texts editable in place, and
 * the page itself in a preview frame under a chosen scenario, shopper and
 * switches. Selecting a node in the tree outlines it in the preview; in pick
 * mode a click in the preview selects the node here.
 */
export function PagesView({
  api,
  texts,
  spanish,
  onTextChange,
  onSpanishChange,
  pendingTexts,
  switches,
  initialPage = 'shop.shop',
  revision = 0,
  onPagesLoaded,
  conditions,
  links,
}: PagesViewProps) {
  const id = useId();
  const [pages, setPages] = useState<PagesAnswer | null>(null);
  const [current, setCurrent] = useState(initialPage);
  const [tree, setTree] = useState<PageTreeAnswer | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [fullSize, setFullSize] = useState(false);
  const [choice, setChoice] = useState<PreviewChoice>(initialChoice);
  // `pending`: a key whose words the status says are unsaved; the status goes once they no longer are.
  const [said, setSaid] = useState<{ words: string; pending?: string }>({ words: '' });
  const status = said.pending === undefined || pendingTexts === undefined || pendingTexts.has(said.pending) ? said.words : '';
  const setStatus = (words: string, pending?: string): void => setSaid({ words, pending });

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

  // The usability review (session 40): words written to flows/texts/ on leaving the field had no Save, no Undo, and
  // left the Spanish behind unsaid. They are the page's unsaved changes now, as a table row's text is (studio/README.md
  // "Editor slot", `companions`): the shell's Save writes them, its Undo takes them back, leaving asks first.
  const changeText = (key: string, next: string): void => {
    const file = onTextChange?.(key, next);
    if (file === undefined) return setStatus(`Not changed: no texts file writes ${key}.`);
    // The English alone changed: the Spanish page keeps its words, so the analyst is told where to change them too.
    const spanishToo = spanish && Object.hasOwn(spanish.texts, key) ? ' Its Spanish words are as they were: change them beside it if they should follow.' : '';
    setStatus(`${key} is in the page's unsaved changes: Save writes it to ${file}, Undo takes it back.${spanishToo}`, key);
  };

  const changeSpanish = (key: string, next: string): void => {
    const file = onSpanishChange?.(key, next);
    if (file === undefined) return setStatus(`Not changed: no texts file writes ${key}.`);
    setStatus(`The Spanish of ${key} is in the page's unsaved changes: Save writes it to ${file}, Undo takes it back.`, key);
  };

  const shownPage = pages?.pages.find((page) => pageRef(page) === current);
  return (
    <section className="studio-pages" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Pages</h2>
      <div className="studio-field">
        <label htmlFor={`${id}-page`}>Page</label>
        {/* The options name the journey and page only, the chosen page's address said under the list: a native select
            shows one line, and "checkout · expresscheckout (expresscheckout.html)" was cut at 375 px
            (studio/e2e/narrowEditors.spec.ts). */}
        <select
          id={`${id}-page`}
          value={current}
          aria-describedby={`${id}-address`}
          onChange={(event) => {
            setCurrent(event.target.value);
            setSelected(null);
          }}
        >
          {(pages?.pages ?? []).map((page) => (
            <option key={pageRef(page)} value={pageRef(page)}>
              {page.journey} · {page.page}
            </option>
          ))}
        </select>
        <p id={`${id}-address`} className="studio-field__hint studio-pages__address">
          {shownPage ? `Address: ${shownPage.route}.html` : null}
        </p>
        {/* Under 900 px the preview comes after every node and handler (a long scroll on a phone, analyst review at
            375 px): a link takes the analyst there, and focus with it. Hidden where the preview sits beside the tree. */}
        {tree ? (
          <a className="studio-pages__to-preview" href={`#${previewId}`}>
            Go to the preview
          </a>
        ) : null}
        {/* The live region stays in the page (it is announced when it speaks) but inside the field: one of the view's own
            rows, empty, still cost two of its gaps, an empty band under the address (analyst review, 375 px). */}
        <p role="status" className="studio-field__hint studio-pages__status">
          {status}
        </p>
      </div>
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
              onTextChange={changeText}
              spanish={spanish}
              onSpanishChange={changeSpanish}
              conditions={conditions}
              links={links}
            />
            <PageHandlers handlers={tree.handlers ?? []} editing={conditions} links={links} />
          </div>
          <div className="studio-pages__preview" id={previewId} tabIndex={-1} role="region" aria-label="Preview">
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
