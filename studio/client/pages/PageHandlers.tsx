import '../tables/tables.css';
import { useId, useState } from 'react';
import { getPath } from '../../../src/engine/path.ts';
import { isRecord } from '../../../tools/isRecord.ts';
import type { HandlerOrigin, PageHandler } from '../../shared/pages.ts';
import { conditionSentence } from '../../shared/tables/conditionSentence.ts';
import { leafPaths } from '../../shared/tables/factPaths.ts';
import type { Wording } from '../tables/ConditionEditor.tsx';
import { ConditionToggle, useAddCondition } from './ConditionToggle.tsx';
import { handlerKeysAfterWhen } from './addedWhen.ts';
import { HandlerExamples } from './HandlerExamples.tsx';
import type { ConditionEditing } from './NodeCondition.tsx';
import { ConditionSources, type SourceLinks } from './ConditionSources.tsx';
import { handlerName } from '../../../tools/flowcheck/handlerName.ts';

const handlerWording: Wording = { holdsWhen: 'The handler runs when', never: 'the handler never runs' };

/** Where a handler was written, in words: "this page", "journey shop", "layout sales", "fragment backLinkPressed". */
export function writtenInWords(origin: HandlerOrigin): string {
  return origin.kind === 'page' ? 'this page' : `${origin.kind} ${origin.id}`;
}

/**
 * Whether the draft's handler at the tree's pointer is that handler: the tree (and so its pointers) is read from the
 * saved files, the `when` and the examples from the unsaved draft, so a handler added, removed or moved in the JSON tab
 * would otherwise have the condition read from and written into its neighbour (as NodeCondition's sameNode for nodes).
 * What the view shows from the tree must still be there: the effects as written and the note. The `when` and the
 * examples are what the analyst adds or changes at this handler (an example is written in the JSON tab, flows:check
 * asking one of a handler with a condition), and both are read from the draft, so a handler swapped with another doing
 * the same under other conditions shows its own condition beside its own examples. The event is in the pointer.
 */
function sameHandler(drafted: unknown, handler: PageHandler): boolean {
  if (!isRecord(drafted) || handler.writtenEffects === undefined) return false;
  const { effects, note } = drafted;
  return JSON.stringify(effects) === JSON.stringify(handler.writtenEffects) && note === handler.note;
}

/** The draft's examples of a handler it holds (sameHandler): what the analyst has now, an example typed in the JSON tab included. */
function draftExamples(drafted: unknown): PageHandler['examples'] {
  const { examples } = drafted as { examples?: unknown };
  // Typed by hand in the JSON tab: an entry that is no object, or a name that is no string (the schema's problem, said by
  // the check), is shown by its JSON; rendered as it is, an object name throws in React and the whole view goes.
  return Array.isArray(examples)
    ? examples.map((example: unknown) =>
        isRecord(example)
          ? { name: nameWords(example.name), facts: isRecord(example.facts) ? example.facts : {} }
          : { name: JSON.stringify(example), facts: {} },
      )
    : [];
}

/** An example's name as written when it is a string, else its JSON ("" when there is none). */
const nameWords = (name: unknown): string => (typeof name === 'string' ? name : (JSON.stringify(name) ?? ''));

/** An example's facts as "path = value" lines (the leaves it sets; the rest is a signed-out desktop visitor). */
const factLines = (facts: unknown): [string, string][] => leafPaths(facts).map((path) => [path, JSON.stringify(getPath(facts, path))]);

function HandlerItem({ handler, count, editing, links }: { handler: PageHandler; count: number; editing?: ConditionEditing; links?: SourceLinks }) {
  const id = useId();
  const { origin, event, index } = handler;
  const pointer = origin?.pointer ?? '';
  const inFile = editing !== undefined && origin !== null && origin.file === editing.file;
  const moved = inFile && !sameHandler(editing.whenAt(pointer), handler);
  const editable = inFile && !moved;
  // The draft is what the analyst has now (an undo included); the tree was read from the files on disk.
  const when = editable ? editing.whenAt(`${pointer}/when`) : handler.when;
  const examples = editable ? draftExamples(editing.whenAt(pointer)) : handler.examples;
  const problemAt = (at: string): string | undefined => (editable ? editing.problemAt(at) : undefined);
  const name = `${event}, ${handlerName(index)}`;
  // Added here: the builder opens at once (ConditionToggle's justAdded), only as the click shows it.
  const adding = useAddCondition(handlerKeysAfterWhen);
  // The examples as facts forms, opened on request: the list above says them in words and keeps its place.
  const [examplesOpen, setExamplesOpen] = useState(false);
  return (
    <li className="studio-handler" aria-labelledby={`${id}-name`}>
      <p>
        <strong id={`${id}-name`}>{name}</strong>
        {count > 1 ? (index === 0 ? ' (first)' : index === count - 1 ? ' (last)' : '') : ''}:{' '}
        {when === undefined ? 'runs when no handler before it does (no condition).' : `runs when ${conditionSentence(when)}.`}
      </p>
      {links && when !== undefined ? <ConditionSources when={when} links={links} label={name} /> : null}
      <p className="studio-field__hint">
        Does: {handler.effects.join(', ') || 'nothing'}.
        {origin ? (
          <>
            {' '}
            Written in {writtenInWords(origin)} · <code>{origin.file}</code>
          </>
        ) : null}
      </p>
      {examples.length > 0 ? (
        <div>
          <p id={`${id}-examples`}>Examples: under these facts it must be the first handler of {event} that holds (flows:check proves it).</p>
          <ul aria-labelledby={`${id}-examples`}>
            {examples.map((example, exampleIndex) => {
              const problem = problemAt(`${pointer}/examples/${exampleIndex}`);
              return (
                <li key={`${exampleIndex}:${example.name}`}>
                  “{example.name}”:{' '}
                  {factLines(example.facts).map(([path, value], line) => (
                    <span key={path}>
                      {line > 0 ? '; ' : ''}
                      <code>{path}</code> = <code>{value}</code>
                    </span>
                  ))}
                  {problem ? <p className="field-problem">{problem}</p> : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {/* Kept while open: removing the last example of a handler with no `when` took the block and the focus (to BODY). */}
      {editable && (when !== undefined || examples.length > 0 || examplesOpen) ? (
        <>
          <button type="button" aria-expanded={examplesOpen} onClick={() => setExamplesOpen(!examplesOpen)}>
            Edit the examples of {name}
          </button>
          {examplesOpen ? <HandlerExamples name={name} pointer={pointer} editing={editing} /> : null}
        </>
      ) : null}
      {moved ? (
        <p role="status" className="studio-field__hint">
          This page has unsaved changes to its handlers: save first, or change the condition in the JSON tab.
        </p>
      ) : editable && when !== undefined ? (
        <ConditionToggle name={name} editing={editing} pointer={`${pointer}/when`} wording={handlerWording} justAdded={adding.justAdded} />
      ) : editable ? (
        <button type="button" onClick={() => adding.add(editing, pointer)}>
          Add a condition to {name}
        </button>
      ) : origin && !inFile && when !== undefined ? (
        <p className="studio-field__hint">
          Open <code>{origin.file}</code> to change this condition.
        </p>
      ) : null}
    </li>
  );
}

/**
 * The page's event handlers (the page's `on`, its journey's and its layout's, fragments filled in), event by event:
 * each handler's condition in words and, when written in the open file, in the condition builder (ConditionEditor,
 * through the draft as a node's `when`); its examples, each with the problem flows:check finds there (an example that
 * now runs another handler of its event, said in its words), so the analyst sees what proves the order; for a
 * handler written in the open file, "Edit the examples of EVENT, handler N" opens them as facts forms
 * (HandlerExamples.tsx).
 */
export function PageHandlers({ handlers, editing, links }: { handlers: readonly PageHandler[]; editing?: ConditionEditing; links?: SourceLinks }) {
  const id = useId();
  const events = [...new Set(handlers.map((handler) => handler.event))];
  if (events.length === 0) return null;
  return (
    <section className="studio-handlers" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Events: the first handler whose condition holds runs</h3>
      <p className="studio-field__hint">Handlers are numbered from 0, in the order they are tried, as flows:check names them.</p>
      {events.map((event) => {
        const ofEvent = handlers.filter((handler) => handler.event === event);
        return (
          <section key={event} aria-labelledby={`${id}-${event}`}>
            <h4 id={`${id}-${event}`}>{event}</h4>
            <ol>
              {ofEvent.map((handler) => (
                <HandlerItem key={handler.index} handler={handler} count={ofEvent.length} editing={editing} links={links} />
              ))}
            </ol>
          </section>
        );
      })}
    </section>
  );
}
