import type { FlowFile } from '../flowFile.ts';
import { didYouMean } from '../suggest.ts';
import { refOf, type AuthoredFile, type Json } from './authoredParts.ts';
import { isRecord } from '../../isRecord.ts';
import type { ComposeIssue } from './composeJourneys.ts';
import type { SourceMap } from './sourceMap.ts';

/**
 * Decision, error and redirect tables may use value fragments too (a
 * condition or message declared once): `{"fragment": "id"}` becomes a copy of
 * the fragment's value, in place, so every other path in the table stays
 * what the analyst wrote. Fragments with parameters belong to journeys; a
 * table uses plain values. Every object built remembers where it was
 * written (`sourceMap`), so the reference index sees which fragment a row uses.
 */
export function expandTableFragments(
  data: Json,
  file: FlowFile,
  fragments: ReadonlyMap<string, AuthoredFile>,
  issues: ComposeIssue[],
  sourceMap?: SourceMap,
): Json {
  const mark = <T extends Json>(value: T, origin: { file: FlowFile; at: (string | number)[] }): T => (sourceMap ? sourceMap.register(value, origin) : value);
  const walk = (value: Json, at: (string | number)[]): Json => {
    if (Array.isArray(value))
      return mark(
        value.map((item, index) => walk(item, [...at, index])),
        { file, at },
      );
    if (!isRecord(value)) return value;
    const id = refOf(value, 'fragment');
    if (id !== null) {
      const fragment = fragments.get(id);
      if (!fragment || !('value' in fragment.data) || fragment.data.params !== undefined) {
        const why = !fragment ? `unknown fragment "${id}".${didYouMean(id, fragments.keys())}` : `fragment "${id}" is not a value without parameters.`;
        issues.push({
          file,
          at: [...at, 'fragment'],
          message: `${why} Fix: in a table, use a value fragment (flows/fragments/ with "value") that takes no params.`,
        });
        return null;
      }
      return mark(structuredClone(fragment.data.value as Json), { file: fragment.file, at: ['value'] });
    }
    return mark(Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, [...at, key])])) as Json, { file, at });
  };
  return walk(data, []);
}
