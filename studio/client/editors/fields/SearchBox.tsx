import { useId } from 'react';

/** True when every word of the query is in one of the texts (case-insensitive). */
export function matches(query: string, ...texts: string[]): boolean {
  const haystack = texts.join(' ').toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/**
 * A filter over a long file's entries; says how many are shown, politely, as the analyst types, after `said`: what
 * the editor did to the filter itself (cleared it to show an item opened elsewhere, useFilterYields.ts).
 */
export function SearchBox({
  label,
  value,
  onChange,
  count,
  said,
}: {
  label: string;
  value: string;
  onChange(next: string): void;
  count: number;
  said?: string;
}) {
  const id = useId();
  return (
    <div className="studio-search">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={value} onChange={(event) => onChange(event.target.value)} />
      <span role="status" className="studio-field__hint">
        {said ? `${said} ` : ''}
        {count} shown
      </span>
    </div>
  );
}
