import { useEffect, useRef, useState } from 'react';
import type { TextsFile } from '../../../../src/model/flowTypes.ts';
import { isMissingTranslation } from '../../../../tools/flowcheck/translationWords.ts';
import { pointerOf, problemsAt, type FlowFileEditorProps } from '../editorProps.ts';
import { SearchBox, matches } from '../fields/SearchBox.tsx';
import { revealCard } from '../revealCard.ts';
import { useFilterYields } from '../useFilterYields.ts';
import { nameAt } from '../useSearchYields.ts';
import { NewTextForm } from './NewTextForm.tsx';
import { OrphanSpanishList } from './OrphanSpanishList.tsx';
import { placeholderProblems } from './placeholderWords.ts';
import { SpanishTextField } from './SpanishTextField.tsx';
import { spanishOrphans } from './spanishOrphans.ts';
import { isEnglishTextsFile, isSpanishTextsFile, newKeyProblem, spanishFileFor, spanishTextsFile } from './textKeys.ts';
import { TextRow } from './TextRow.tsx';

/**
 * A texts file (flows/texts/*.json): every text with its placeholders
 * previewed, where each is used, which are unused, and the keys pages or code
 * read that no file writes (missing), each addable here. A key already
 * written, here or in another texts file, is refused (schemas/texts.schema.json).
 * A text added to an English texts file asks for its Spanish words too, which
 * go in the Spanish twin (flows/texts/es/) in the same save; a text removed
 * there is removed from the twin in the same save. Each existing text of an
 * English file shows its Spanish words beside the English, edited there and
 * saved with the draft in the Spanish file that writes them (the twin unless
 * the key is written in another Spanish file). Spanish keys that no English
 * text has are listed apart, in flows:check's words, each removable or given
 * its English text here: the twin's, and those of a Spanish file with no
 * English file of its name that would go here (spanishOrphans.ts). A project
 * with no Spanish file asks no Spanish (flows:check checks none then).
 */
export function TextsEditor({
  path,
  data,
  onChange,
  problems,
  context,
  companions = [],
  unsavedCompanions = [],
  focus,
  focusRequest,
}: FlowFileEditorProps<TextsFile>) {
  const [query, setQuery] = useState('');
  const [onlyUnused, setOnlyUnused] = useState(false);
  // "Add here" (a missing key) or "Add its English text" (a Spanish key with no English): the form opens with them.
  const [prefill, setPrefill] = useState<{ key: string; spanish?: string }>({ key: '' });
  const keys = Object.keys(data.texts);
  // Where each text is used is known once the texts index has answered; until then no text is called unused.
  const usesOf = (key: string): readonly string[] | null => (context.textsIndex === 'ready' ? (context.textUses[key] ?? []) : null);
  const unused = (key: string): boolean => usesOf(key)?.length === 0;
  const found = (key: string): boolean => matches(query, key, data.texts[key] ?? '');
  const shown = keys.filter((key) => found(key) && (!onlyUnused || unused(key)));
  // A text opened from the navigator, a use or a problem while the search or "Only unused texts" hides it: they give
  // way, and the search box's status says so.
  const [notice, clearNotice] = useFilterYields(focus, focusRequest, (pointer) => {
    const key = nameAt('texts', keys, pointer);
    if (key === undefined || shown.includes(key)) return null;
    const done = [found(key) ? null : 'Search cleared', onlyUnused && !unused(key) ? '“Only unused texts” turned off' : null].filter(Boolean);
    if (!found(key)) setQuery('');
    if (onlyUnused && !unused(key)) setOnlyUnused(false);
    return `${done.join(' and ')} to show ${key}.`;
  });
  const unusedCount = keys.filter(unused).length;
  const usesSaid = {
    ready: `${unusedCount} unused`,
    loading: 'finding where each is used…',
    failed: 'where each is used could not be read',
  }[context.textsIndex];
  const write = (texts: Record<string, string>): void => onChange({ ...data, texts });
  // A text just added is shown: its row (the last of the list, far under the form in a long file) scrolled to, its
  // words' field focused, once the draft holds it. Before, the form stayed on screen, emptied, and nothing said where
  // the text had gone.
  const region = useRef<HTMLElement>(null);
  const added = useRef<string | null>(null);
  useEffect(() => {
    const key = added.current;
    if (key === null || !Object.hasOwn(data.texts, key)) return;
    added.current = null;
    revealCard(region.current, pointerOf('texts', key));
  }, [data.texts]);
  const keyProblem = (key: string): string | null => newKeyProblem(key, path, keys, context.textKeys);
  // The Spanish twin of an English file; none for a Spanish file, nor when the project has no Spanish at all.
  const spanishFile = isEnglishTextsFile(path) && context.spanishTexts !== null ? spanishTextsFile(path) : undefined;
  const savedSpanish = context.spanishTexts ?? {};
  // Where a key's Spanish words are written (the pages view asks the same, spanishFileFor).
  const spanishFileOf = (key: string): string | undefined => (spanishFile ? spanishFileFor(key, path, context.spanishFiles) : undefined);
  // Spanish words typed and not saved yet win over the saved ones (null: taken out with their English text).
  const pending = (key: string): Readonly<Record<string, string | null>> => companions.find((companion) => companion.path === spanishFileOf(key))?.texts ?? {};
  // Spanish words no save has written yet (not those a save just wrote, shown until the context holds them).
  const unsavedSpanish = (key: string): boolean =>
    unsavedCompanions.some((companion) => companion.path === spanishFileOf(key) && Object.hasOwn(companion.texts, key));
  const spanishOf = (key: string): string | undefined => (Object.hasOwn(pending(key), key) ? (pending(key)[key] ?? undefined) : savedSpanish[key]);
  // "Add here" and "Add its English text" both give the key's Spanish words where a Spanish file holds them. A key read
  // by pages and written in Spanish only is offered by both; the form stays open for the same key (keeping the English
  // typed), so "Add here" once gave no Spanish and "Add its English text" after it left the field empty beside the
  // words the list shows.
  const openForm = (key: string): void => setPrefill({ key, spanish: spanishOf(key) });
  // Spanish keys that no English text has (a typo, an English text removed by hand, a Spanish file with no English one):
  // flows:check reports them in their Spanish file, so without this list the analyst saw them only among other
  // files' problems.
  const englishKeys = new Set([...context.englishKeys, ...keys]);
  const orphans = spanishFile
    ? spanishOrphans(path, context.spanishFiles, context.textKeys, englishKeys, context.englishFiles).filter((orphan) => spanishOf(orphan.key) !== undefined)
    : [];
  // flows:check reports a missing Spanish text at the English key; the Spanish field beside it already says so, in the
  // same words (SpanishTextField), so the English field leaves it out and it is said once.
  // The params its uses give, when all are known: not while the index is read, nor for a text the code shows (the code
  // may give any) or no flow uses.
  const givenTo = (key: string): readonly string[] | null =>
    usesOf(key)?.some((use) => use.startsWith('code ')) === false ? (context.textParams[key] ?? null) : null;
  // A bad placeholder in the English is said at the English field (placeholderWords.ts), not as a Spanish mismatch.
  // flows:check says braces that are no placeholder in the same words once the file is checked: said once.
  const englishProblems = (key: string): string[] => [
    ...new Set([
      ...problemsAt(problems, pointerOf('texts', key)).filter((message) => !(spanishFile && isMissingTranslation(message, key, 'es'))),
      ...(isSpanishTextsFile(path) ? [] : placeholderProblems(key, 'en', data.texts[key] ?? '', givenTo(key))),
    ]),
  ];
  return (
    <section ref={region} className="studio-editor" aria-labelledby="texts-editor-title">
      <h2 id="texts-editor-title">Texts</h2>
      <p className="studio-field__hint">
        {keys.length} texts, {usesSaid}. Write {'{name}'} where a value goes in; pages give it as a parameter.
      </p>
      {context.textsIndex === 'failed' ? (
        <button type="button" className="studio-button studio-button--quiet" onClick={context.retryTextsIndex}>
          Find where each text is used again
        </button>
      ) : null}
      {context.missingTextKeys.length > 0 ? (
        <section className="studio-card studio-card--warn" aria-labelledby="missing-texts-title">
          <h3 id="missing-texts-title">Used but written nowhere</h3>
          <p>Pages or code read these keys, and no file in flows/texts/ writes them. Add each one here:</p>
          <ul>
            {context.missingTextKeys.map((key) => (
              <li key={key}>
                <code>{key}</code>{' '}
                <button type="button" className="studio-button studio-button--quiet" aria-label={`Add ${key} here`} onClick={() => openForm(key)}>
                  Add here
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {orphans.length > 0 ? (
        <OrphanSpanishList
          orphans={orphans}
          spanishOf={spanishOf}
          englishKeys={[...englishKeys]}
          onAddEnglish={(orphan) => openForm(orphan.key)}
          // The English file stays as it is; the key leaves the Spanish file that writes it with this draft, undone with it.
          onRemove={(orphan) => onChange({ ...data }, [{ path: orphan.file, texts: { [orphan.key]: null } }])}
        />
      ) : null}
      <NewTextForm
        key={prefill.key}
        initialKey={prefill.key}
        initialSpanish={prefill.spanish}
        keyProblem={keyProblem}
        spanishFile={spanishFile}
        spanishFileOf={spanishFileOf}
        onAdd={(key, text, spanish) => {
          // The list's filters give way to the new text, as they do to a text opened elsewhere (useFilterYields.ts).
          if (!matches(query, key, text)) setQuery('');
          if (onlyUnused && !unused(key)) setOnlyUnused(false);
          added.current = key;
          // A key whose Spanish another Spanish file already holds (written there with no English text) gets its words there.
          const target = spanishFileOf(key);
          onChange({ ...data, texts: { ...data.texts, [key]: text } }, target && spanish !== undefined ? [{ path: target, texts: { [key]: spanish } }] : []);
        }}
      />
      <SearchBox
        label="Find a text by key or words"
        value={query}
        onChange={(next) => {
          setQuery(next);
          clearNotice();
        }}
        count={shown.length}
        said={notice}
      />
      <label className="studio-check">
        <input
          type="checkbox"
          checked={onlyUnused}
          disabled={context.textsIndex !== 'ready'}
          onChange={(event) => {
            setOnlyUnused(event.target.checked);
            clearNotice();
          }}
        />{' '}
        Only unused texts
      </label>
      <ul className="studio-cards">
        {shown.map((key) => (
          <TextRow
            key={key}
            textKey={key}
            text={data.texts[key] ?? ''}
            uses={usesOf(key)}
            problems={englishProblems(key)}
            onCommit={(next) => write({ ...data.texts, [key]: next })}
            english={isSpanishTextsFile(path) ? { words: context.englishTexts[key] } : undefined}
            spanish={
              spanishFile ? (
                <SpanishTextField
                  textKey={key}
                  english={data.texts}
                  spanish={spanishOf(key)}
                  given={givenTo(key)}
                  file={spanishFileOf(key) ?? spanishFile}
                  unsaved={unsavedSpanish(key)}
                  // The English stays as it is; the Spanish words go where they are written, with this draft, undone with it.
                  onCommit={(next) => onChange({ ...data }, [{ path: spanishFileOf(key) ?? spanishFile, texts: { [key]: next } }])}
                />
              ) : null
            }
            onRemove={() =>
              // The Spanish twin goes in the same save: flows:check's parity check never sees one language without the other.
              onChange(
                { ...data, texts: Object.fromEntries(Object.entries(data.texts).filter(([other]) => other !== key)) },
                spanishFile ? [{ path: spanishFileOf(key) ?? spanishFile, texts: { [key]: null } }] : [],
              )
            }
          />
        ))}
      </ul>
    </section>
  );
}
