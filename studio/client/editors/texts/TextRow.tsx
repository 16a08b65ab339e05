import { useId, useState, type ReactNode } from 'react';
import { fillText } from '../../../../src/engine/resolveValue.ts';
import { pointerOf } from '../editorProps.ts';
import { TextField } from '../fields/TextField.tsx';
import { textParams } from './textKeys.ts';

interface TextRowProps {
  textKey: string;
  text: string;
  /** Where it is used; null while that is not known yet (then it is neither called unused nor removable). */
  uses: readonly string[] | null;
  problems: readonly string[];
  onCommit(next: string): void;
  onRemove(): void;
  /** The text's Spanish words, edited beside the English (SpanishTextField); none in a Spanish texts file. */
  spanish?: ReactNode;
  /**
   * In a Spanish texts file: the key's English words (undefined when no English text has the key), shown read only
   * beside the Spanish, which is labelled as Spanish. Absent in an English file.
   */
  english?: { words: string | undefined };
}

/**
 * One text: its words, its {placeholders} with sample values and the text as
 * a shopper would read it with them (the runtime's fillText), and where it is
 * used. Only an unused text can be removed: removing a used one would leave a
 * page without its words.
 */
export function TextRow({ textKey, text, uses, problems, onCommit, onRemove, spanish, english }: TextRowProps) {
  const id = useId();
  const [samples, setSamples] = useState<Record<string, string>>({});
  const [typing, setTyping] = useState<string | null>(null);
  const shown = typing ?? text;
  const params = textParams(shown);
  return (
    <li className="studio-card" data-pointer={pointerOf('texts', textKey)}>
      <div className="studio-card__row">
        <code className="studio-card__title">{textKey}</code>
        {uses === null ? null : uses.length === 0 ? (
          <span className="studio-badge studio-badge--warn">Unused</span>
        ) : (
          <span className="studio-badge">Used in {uses.length}</span>
        )}
      </div>
      <TextField
        // A Spanish file's words are a translation: said so, and read out in Spanish, with the English they translate
        // beside them (the QA walkthrough found "Text of …" and no English there).
        label={english ? `Spanish text of ${textKey}` : `Text of ${textKey}`}
        lang={english ? 'es' : undefined}
        hintId={english ? `${id}-english` : undefined}
        multiline
        value={text}
        problems={problems}
        onDraft={setTyping}
        onCommit={(next) => {
          setTyping(null);
          onCommit(next);
        }}
      />
      {english ? (
        <p id={`${id}-english`} className="studio-field__hint">
          {english.words === undefined ? (
            'No English text has this key.'
          ) : (
            <>
              English (read only): <span lang="en">{english.words}</span>
            </>
          )}
        </p>
      ) : null}
      {spanish}
      {params.length > 0 ? (
        <fieldset className="studio-params">
          <legend>Sample values for the preview</legend>
          {params.map((param) => (
            <label key={param} className="studio-params__param">
              <span>{`{${param}}`}</span>
              <input type="text" value={samples[param] ?? ''} onChange={(event) => setSamples({ ...samples, [param]: event.target.value })} />
            </label>
          ))}
          <p className="studio-params__preview">
            <span className="studio-field__hint">Shopper reads: </span>
            <output aria-label={`Preview of ${textKey}`}>
              {fillText(shown, Object.fromEntries(Object.entries(samples).filter(([, value]) => value !== '')))}
            </output>
          </p>
        </fieldset>
      ) : null}
      {uses === null ? null : uses.length > 0 ? (
        <details className="studio-uses">
          <summary>Where {textKey} is used</summary>
          <ul id={`${id}-uses`}>
            {uses.map((use) => (
              <li key={use}>{use}</li>
            ))}
          </ul>
        </details>
      ) : (
        <button type="button" className="studio-button studio-button--quiet" aria-label={`Remove ${textKey}`} onClick={onRemove}>
          Remove
        </button>
      )}
    </li>
  );
}
