import { useId, useMemo, useState, type ReactNode } from 'react';
import type { JsonSchemaObject } from '../../../tools/flowcheck/registryManifest.ts';
import {
  builderOperators,
  formatCondition,
  parseCondition,
  valueless,
  type BuilderOperator,
  type Clause,
  type ClauseGroup,
} from '../../shared/tables/conditionClauses.ts';
import { factInput } from '../../shared/tables/factPaths.ts';
import { valueFits } from '../../shared/tables/valueFits.ts';
import { ClauseFact } from './ClauseFact.tsx';
import { ClauseValue } from './ClauseValue.tsx';
import { mayDropTypedWords } from '../shell/heldText.ts';
import { UnsavedTyping, useTypingScope } from '../unsavedTyping.ts';
import { JsonField } from './JsonField.tsx';
import { panelId, TabList, tabId, type Tab as TabEntry } from './TabList.tsx';
import { useFocusAfter } from './useFocusAfter.ts';

export interface ConditionEditorProps {
  value: unknown;
  onChange: (next: unknown) => void;
  vocabulary: JsonSchemaObject;
  /** Every fact path the picker offers (factCatalog). */
  facts: readonly string[];
  /** A problem of the checks at this condition, in words. */
  problem?: string;
  /** The JSON Logic tab's editor (the studio's code editor); a plain JSON field when absent. */
  jsonEditor?: (props: { value: unknown; onChange: (next: unknown) => void; problem?: string; label: string }) => ReactNode;
  /** What the condition decides, in the builder's words: a table row holds (the default), a page node shows. */
  wording?: Wording;
}

export interface Wording {
  /** Before the all/any choice: "The row holds when". */
  holdsWhen: string;
  /** With no clause: "the row never holds". */
  never: string;
}

const rowWording: Wording = { holdsWhen: 'The row holds when', never: 'the row never holds' };

type Tab = 'builder' | 'json';
const tabs: readonly TabEntry<Tab>[] = [
  { id: 'builder', label: 'Builder' },
  { id: 'json', label: 'JSON Logic' },
];

/** A sensible first value when the fact or operator changes: the fact's first choice, or nothing. */
function freshValue(vocabulary: JsonSchemaObject, clause: Clause): unknown {
  if (valueless.has(clause.operator)) return undefined;
  const input = factInput(vocabulary, clause.fact);
  if (['in', 'notIn', 'containsAny'].includes(clause.operator)) return [];
  if (input.type === 'choice') return input.choices[0];
  if (input.type === 'boolean') return true;
  if (input.type === 'number') return 0;
  return '';
}

function withoutValue(clause: Clause): Clause {
  const { value: _value, ...rest } = clause;
  return valueless.has(clause.operator) ? rest : clause;
}

/**
 * Issue 19 item 3: the condition builder (fact, operator, value, joined by
 * all/any) and a JSON Logic tab for what it cannot express. The tabs are
 * TabList's (WAI-ARIA tabs: arrow keys, one tab stop, the selected one shown
 * apart). A condition the builder cannot show exactly (conditionClauses.ts)
 * opens in the JSON tab and is never rewritten by the builder.
 */
export function ConditionEditor({ value, onChange, vocabulary, facts, problem, jsonEditor, wording = rowWording }: ConditionEditorProps) {
  const base = useId();
  const group = useMemo(() => parseCondition(value), [value]);
  const [tab, setTab] = useState<Tab>(group ? 'builder' : 'json');
  // The other tab takes the shown one away: JSON Logic typed and not taken yet (LogicJsonEditor holds what does not
  // parse) would go with it, so the switch asks first, as the shell's own tabs do (issue 19 item 7).
  const [wordsHeld, reportTyping] = useTypingScope();
  const show = (next: Tab): void => {
    const label = tabs.find((entry) => entry.id === next)?.label ?? next;
    if (next !== tab && mayDropTypedWords(wordsHeld, `Show the ${label} tab`)) setTab(next);
  };
  const { scope, focusAfter } = useFocusAfter<HTMLDivElement>();
  const update = (next: ClauseGroup): void => onChange(formatCondition(next));
  const setClause = (index: number, clause: Clause): void => {
    if (!group) return;
    update({ ...group, clauses: group.clauses.map((item, position) => (position === index ? withoutValue(clause) : item)) });
  };
  return (
    <div className="condition-editor">
      <TabList<Tab> label="Edit the condition with" idBase={base} tabs={tabs} selected={tab} onSelect={show} />
      <datalist id={`${base}-facts`}>
        {facts.map((fact) => (
          <option key={fact} value={fact} />
        ))}
      </datalist>
      <UnsavedTyping value={reportTyping}>
        {tab === 'builder' ? (
          <div ref={scope} role="tabpanel" id={panelId(base, 'builder')} aria-labelledby={tabId(base, 'builder')} className="builder">
            {!group ? (
              <p>
                This condition has parts the builder cannot show (nesting, computed values or operators without a form). Edit it in the JSON Logic tab; it is
                kept exactly as written.
              </p>
            ) : (
              <>
                {group.clauses.length > 1 ? (
                  <label>
                    {wording.holdsWhen}{' '}
                    <select value={group.combinator} onChange={(event) => update({ ...group, combinator: event.target.value as 'and' | 'or' })}>
                      <option value="and">all of these hold</option>
                      <option value="or">any of these holds</option>
                    </select>
                  </label>
                ) : null}
                {group.clauses.length === 0 ? <p>No clause yet: {wording.never}. Add a clause.</p> : null}
                <ol className="clauses">
                  {group.clauses.map((clause, index) => {
                    const name = `Clause ${index + 1}`;
                    return (
                      <li key={index} className="clause">
                        {/* One wrapper, so the clause's parts can be laid out (tables.css) and the list keeps its numbers. */}
                        <div className="clause-fields">
                          <ClauseFact
                            fact={clause.fact}
                            facts={facts}
                            vocabulary={vocabulary}
                            label={`${name}: fact`}
                            listId={`${base}-facts`}
                            onFact={(fact) => {
                              const next = { ...clause, fact };
                              setClause(index, {
                                ...next,
                                // A typo fixed keeps the value typed, when the fact now read can hold it.
                                value: valueFits(vocabulary, fact, clause) ? clause.value : freshValue(vocabulary, next),
                              });
                            }}
                          />
                          <select
                            aria-label={`${name}: operator`}
                            value={clause.operator}
                            onChange={(event) => {
                              const next = { ...clause, operator: event.target.value as BuilderOperator };
                              setClause(index, { ...next, value: freshValue(vocabulary, next) });
                            }}
                          >
                            {Object.entries(builderOperators).map(([operator, words]) => (
                              <option key={operator} value={operator}>
                                {words}
                              </option>
                            ))}
                          </select>
                          {valueless.has(clause.operator) ? null : (
                            <ClauseValue
                              clause={clause}
                              vocabulary={vocabulary}
                              label={`${name}: value`}
                              onValue={(next) => setClause(index, { ...clause, value: next })}
                            />
                          )}
                          <button type="button" onClick={() => update({ ...group, clauses: group.clauses.filter((_, position) => position !== index) })}>
                            Remove clause {index + 1}
                          </button>
                        </div>
                      </li>
                    );
                  })}
                </ol>
                <button
                  type="button"
                  onClick={() => {
                    update({ ...group, clauses: [...group.clauses, { fact: '', operator: '==', value: '' }] });
                    // The new clause's first field: the analyst types its fact at once.
                    focusAfter(`[aria-label="Clause ${group.clauses.length + 1}: fact"]`);
                  }}
                >
                  Add a clause
                </button>
                <p className="hint">Pick a fact by typing part of its name. For “is one of”, give values separated by commas, or a list’s name (lists.name).</p>
                {problem ? <p className="field-problem">{problem}</p> : null}
              </>
            )}
          </div>
        ) : (
          <div role="tabpanel" id={panelId(base, 'json')} aria-labelledby={tabId(base, 'json')}>
            {jsonEditor ? (
              jsonEditor({ value, onChange, problem, label: 'Condition (JSON Logic)' })
            ) : (
              <JsonField label="Condition (JSON Logic)" value={value} onChange={onChange} problem={problem} />
            )}
          </div>
        )}
      </UnsavedTyping>
    </div>
  );
}
