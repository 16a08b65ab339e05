import { unknownTranslationKey } from '../../../../tools/flowcheck/translationWords.ts';
import type { SpanishOrphan } from './spanishOrphans.ts';

interface OrphanSpanishListProps {
  orphans: readonly SpanishOrphan[];
  /** The Spanish words of each key, as the editor shows them (saved, or changed in the draft). */
  spanishOf(key: string): string | undefined;
  /** Every English key, for flows:check's "Did you mean". */
  englishKeys: readonly string[];
  /** Opens "Add a text" with the key and its Spanish words given: the English is what is asked for. */
  onAddEnglish(orphan: SpanishOrphan): void;
  /** Takes the key out of the Spanish file that writes it, with the draft. */
  onRemove(orphan: SpanishOrphan): void;
}

/**
 * The Spanish keys no English text has that this English texts file lists
 * (spanishOrphans.ts), each with its words, the file that writes it (said
 * when it is a Spanish file with no English file of its name), flows:check's
 * message, and what to do: add its English text here, or remove the Spanish.
 * No page shows such words (docs/requirements.md "Languages").
 */
export function OrphanSpanishList({ orphans, spanishOf, englishKeys, onAddEnglish, onRemove }: OrphanSpanishListProps) {
  return (
    <section className="studio-card studio-card--warn" aria-labelledby="orphan-spanish-title">
      <h3 id="orphan-spanish-title">Spanish with no English text</h3>
      <p>
        No English text has these Spanish keys: no page shows their words. Correct the key in its Spanish file, add the English text here, or remove the
        Spanish.
      </p>
      <ul>
        {orphans.map((orphan) => (
          <li key={orphan.key}>
            <code>{orphan.key}</code> <span lang="es">“{spanishOf(orphan.key)}”</span>
            <p className="studio-field__hint">
              {orphan.spanishOnly
                ? `Written in ${orphan.file}, a Spanish file with no English file of its name: its keys with no English text are listed in the English file their English would go in.`
                : `Written in ${orphan.file}.`}{' '}
              {unknownTranslationKey(orphan.key, 'es', [...englishKeys])}
            </p>
            <button
              type="button"
              className="studio-button studio-button--quiet"
              aria-label={`Add the English text of ${orphan.key}`}
              onClick={() => onAddEnglish(orphan)}
            >
              Add its English text
            </button>{' '}
            <button
              type="button"
              className="studio-button studio-button--quiet"
              aria-label={`Remove the Spanish of ${orphan.key}`}
              onClick={() => onRemove(orphan)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
