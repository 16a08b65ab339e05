import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConditionEditor } from '../../../studio/client/tables/ConditionEditor.tsx';
import { UnsavedTyping } from '../../../studio/client/unsavedTyping.ts';
import { factCatalog } from '../../../studio/shared/tables/factCatalog.ts';
import type { JsonSchemaObject } from '../../../tools/flowcheck/registryManifest.ts';
import { fixtureContext } from './tableFixtures.ts';

/** The fixture's vocabulary with the error table's own root, as vocabularyOf.ts adds it (a part of it). */
export const errorVocabulary: JsonSchemaObject = (() => {
  const { vocabulary } = fixtureContext();
  const error = { type: 'object', properties: { id: { type: 'string' }, status: { type: 'number' }, name: { type: 'string' } } };
  return { ...vocabulary, properties: { ...vocabulary.properties, error } } as JsonSchemaObject;
})();

/** An error table row's condition in the builder, inside a listener of typed words as EditorPane is. */
export function ErrorCondition({
  initial,
  onValue,
  report = () => undefined,
}: {
  initial: unknown;
  onValue: (value: unknown) => void;
  report?: (field: string, unsaved: boolean) => void;
}) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <UnsavedTyping value={report}>
      <ConditionEditor
        value={value}
        vocabulary={errorVocabulary}
        facts={factCatalog(errorVocabulary)}
        onChange={(next) => {
          onValue(next);
          setValue(next);
        }}
      />
    </UnsavedTyping>
  );
}

/** Pasting, not typing key by key: the builder reacts the same, and the test stays fast on a loaded machine. */
export async function paste(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string): Promise<void> {
  await user.click(element);
  await user.paste(text);
}
