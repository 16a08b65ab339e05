import {
  apiBase,
  studioHeader,
  type ChangesAnswer,
  type CheckAnswer,
  type CheckRequest,
  type CommitAnswer,
  type CommitRequest,
  type ContextAnswer,
  type DiscardAnswer,
  type FileAnswer,
  type GeneratedAnswer,
  type ItemsAnswer,
  type SaveAnswer,
  type SaveRequest,
  type SearchAnswer,
  type StatusAnswer,
  type UseKind,
  type UsesAnswer,
} from '../shared/api.ts';

/** A refused or failed API call, with the server's reason. */
export class StudioApiError extends Error {}

async function call<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${apiBase}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    // The header and the JSON type are what the server's guard asks of a write (studio/server/guard.ts).
    headers: body === undefined ? {} : { 'content-type': 'application/json', [studioHeader]: '1' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new StudioApiError(answer.error ?? `${response.status} ${response.statusText}`);
  return answer;
}

/** The studio server's API (studio/shared/api.ts), as the shell and editors call it. */
export const studioApi = {
  items: () => call<ItemsAnswer>('/items'),
  search: (query: string) => call<SearchAnswer>(`/search?q=${encodeURIComponent(query)}`),
  uses: (kind: UseKind, name: string) => call<UsesAnswer>(`/uses?kind=${kind}&name=${encodeURIComponent(name)}`),
  file: (path: string) => call<FileAnswer>(`/file?path=${encodeURIComponent(path)}`),
  context: () => call<ContextAnswer>('/context'),
  /** Every problem in the flows on disk (the home page). */
  status: () => call<StatusAnswer>('/status'),
  check: (request: CheckRequest) => call<CheckAnswer>('/check', request),
  save: (request: SaveRequest) => call<SaveAnswer>('/save', request),
  /** Answers once the generated cases are up to date with every save so far. */
  generated: () => call<GeneratedAnswer>('/generated'),
  changes: () => call<ChangesAnswer>('/changes'),
  commit: (request: CommitRequest) => call<CommitAnswer>('/commit', request),
  /** One changed flow file back to the last commit (deleted when new since): the Changes panel's "Discard changes". */
  discard: (path: string) => call<DiscardAnswer>('/discard', { path }),
};
