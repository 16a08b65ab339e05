import { useCallback, useEffect, useMemo, useState } from 'react';
import type { FlowSet } from '../../../src/model/flowSet.ts';
import { apiBase } from '../../shared/api.ts';
import type { TextsIndexAnswer } from '../../shared/editors.ts';
import type { StudioContext } from '../editorSlot.ts';
import type { EditorContext } from './editorProps.ts';
import { paramsGiven } from './texts/paramsGiven.ts';

const emptyIndex: TextsIndexAnswer = { textKeys: {}, textUses: {}, missingTextKeys: [], englishFiles: [] };

type IndexState = { state: EditorContext['textsIndex']; answer: TextsIndexAnswer };

async function textsIndex(): Promise<TextsIndexAnswer> {
  const response = await fetch(`${apiBase}/texts-index`);
  if (!response.ok) throw new Error(`texts index: ${response.status}`);
  // A field an answer lacks (a test's server written before it, an older dev server still running) is empty.
  return { ...emptyIndex, ...((await response.json()) as Partial<TextsIndexAnswer>) };
}

/**
 * The typed editors' context from the shell's (GET /context, reloaded after
 * each save): the lists of the composed flows, and the texts index
 * (GET /texts-index) read again whenever the shell's context changes, or
 * when the analyst asks after it failed (retryTextsIndex).
 */
export function useEditorContext(context: StudioContext): EditorContext {
  // Until the first answer nothing is known: an empty index would call every text unused.
  const [index, setIndex] = useState<IndexState>({ state: 'loading', answer: emptyIndex });
  // Each retry reads the index again (the shell's context is unchanged, so nothing else would).
  const [attempt, setAttempt] = useState(0);
  const retryTextsIndex = useCallback(() => {
    setIndex({ state: 'loading', answer: emptyIndex });
    setAttempt((count) => count + 1);
  }, []);
  useEffect(() => {
    let live = true;
    textsIndex()
      .then((answer) => live && setIndex({ state: 'ready', answer }))
      .catch(() => live && setIndex({ state: 'failed', answer: emptyIndex }));
    return () => {
      live = false;
    };
  }, [context, attempt]);
  const flows = context.flows as unknown as FlowSet;
  const textParams = useMemo(() => paramsGiven(flows), [flows]);
  return {
    ...index.answer,
    textsIndex: index.state,
    retryTextsIndex,
    lists: flows.lists ?? {},
    // No Spanish file in the project: flows:check checks no Spanish (tools/flowcheck/translationCheck.ts), so the
    // editors ask for none either (null), rather than call every text untranslated.
    spanishTexts: flows.translations?.es ?? null,
    spanishFiles: context.translationFiles.es ?? {},
    englishKeys: Object.keys(flows.texts ?? {}),
    englishTexts: flows.texts ?? {},
    textParams,
    addressLists: {},
  };
}
