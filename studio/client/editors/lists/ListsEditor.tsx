import type { ListsFile } from '../../../../src/model/flowTypes.ts';
import { pointerOf, problemsAt, type FlowFileEditorProps } from '../editorProps.ts';
import { hostItem, plainItem } from '../fields/itemRules.ts';
import { ItemsField } from '../fields/ItemsField.tsx';
import { SearchBox, matches } from '../fields/SearchBox.tsx';
import { useSearchYields } from '../useSearchYields.ts';
import { TextField } from '../fields/TextField.tsx';

/** Lists named …Hosts are allow-lists of host names (the Redirector and the CSP read them): entries are host names. */
export function isHostList(id: string): boolean {
  return /Hosts$/.test(id);
}

/**
 * A lists file (flows/lists/*.json): each list's entries, each once
 * (schemas/list.schema.json uniqueItems); host allow-lists take host names
 * only, numeric lists numbers only.
 */
export function ListsEditor({ data, onChange, problems, focus, focusRequest }: FlowFileEditorProps<ListsFile>) {
  const found = (id: string, query: string): boolean => matches(query, id, data.lists[id]?.description ?? '', ...(data.lists[id]?.items ?? []).map(String));
  const { query, notice, search } = useSearchYields(focus, focusRequest, 'lists', Object.keys(data.lists), found);
  const ids = Object.keys(data.lists).filter((id) => found(id, query));
  const set = (id: string, field: 'items' | 'description', next: unknown): void => {
    const current = data.lists[id];
    if (current) onChange({ ...data, lists: { ...data.lists, [id]: { ...current, [field]: next } } });
  };
  return (
    <section className="studio-editor" aria-labelledby="lists-editor-title">
      <h2 id="lists-editor-title">Lists</h2>
      <SearchBox label="Find a list or an entry" value={query} onChange={search} count={ids.length} said={notice} />
      <ul className="studio-cards">
        {ids.map((id) => {
          const list = data.lists[id];
          if (!list) return null;
          const numbers = list.items.length > 0 && list.items.every((item) => typeof item === 'number');
          return (
            <li key={id} className="studio-card" data-pointer={pointerOf('lists', id)}>
              <ItemsField
                label={id}
                itemName={isHostList(id) ? 'host' : numbers ? 'number' : 'entry'}
                items={list.items}
                rule={isHostList(id) ? hostItem : plainItem(numbers)}
                problems={problemsAt(problems, pointerOf('lists', id, 'items'))}
                onCommit={(next) => set(id, 'items', next)}
              />
              <TextField label={`What ${id} is for`} multiline value={list.description} onCommit={(next) => set(id, 'description', next)} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
