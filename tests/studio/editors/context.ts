import type { EditorContext } from '../../../studio/client/editors/editorProps.ts';

/** An editor context with nothing in it; each test adds what it is about. */
export function editorContext(overrides: Partial<EditorContext> = {}): EditorContext {
  return {
    textKeys: {},
    lists: {},
    textUses: {},
    missingTextKeys: [],
    englishFiles: [],
    textsIndex: 'ready',
    retryTextsIndex: () => {},
    spanishTexts: {},
    spanishFiles: {},
    englishKeys: [],
    englishTexts: {},
    textParams: {},
    addressLists: {},
    ...overrides,
  };
}
