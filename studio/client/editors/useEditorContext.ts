import { useEffect, useState } from 'react';
import type { FlowSet } from '../../../src/model/flowSet.ts';
import { apiBase } from '../../shared/api.ts';
import type { TextsIndexAnswer } from '../../shared/editors.ts';
import type { StudioContext } from '../editorSlot.ts';
import type { EditorContext } from './editorProps.ts';

const emptyIndex: TextsIndexAnswer = { textKeys: {}, textUses: {}, missingTextKeys: [] };

async function textsIndex(): Promise<TextsIndexAnswer> {
  const response = await fetch(`${apiBase}/texts-index`);
  if (!response.ok) throw new Error(`texts index: ${response.status}`);
  return (await response.json()) as TextsIndexAnswer;
}

/**
 * The typed editors' context from the shell's (GET /context, reloaded after
 * each save): the lists of the composed flows, and the texts index
 * (GET /texts-index) read again whenever the shell's context changes.
 */
export function useEditorContext(context: StudioContext): EditorContext {
  const [index, setIndex] = useState<TextsIndexAnswer>(emptyIndex);
  useEffect(() => {
    let live = true;
    textsIndex()
      .then((answer) => live && setIndex(answer))
      .catch(() => live && setIndex(emptyIndex));
    return () => {
      live = false;
    };
  }, [context]);
  const flows = context.flows as unknown as FlowSet;
  return { ...index, lists: flows.lists ?? {}, addressLists: {} };
}
