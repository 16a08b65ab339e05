import { referenceOrigins } from '../../tools/flowcheck/referenceOrigins.ts';
import { readFile, rename, writeFile, mkdir, readdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { codeReadersOf } from '../../tools/qa/codeReaders.ts';
import { impactOf, type ImpactKind } from '../../tools/qa/impactOf.ts';
import { kindOf } from '../../tools/flowcheck/schemas.ts';
import { formatFlowJson } from '../../tools/format/compactJson.ts';
import type {
  CheckAnswer,
  CheckRequest,
  CommitRequest,
  ContextAnswer,
  DiscardAnswer,
  DiscardRequest,
  FileAnswer,
  GeneratedAnswer,
  ItemsAnswer,
  SaveAnswer,
  SaveRequest,
  SearchAnswer,
  StatusAnswer,
  UsesAnswer,
} from '../shared/api.ts';
import { apiBase } from '../shared/api.ts';
import type { ItemKind } from '../shared/itemKinds.ts';
import { problemsOf, type StudioProblem } from '../shared/problem.ts';
import { refusal } from './guard.ts';
import { textHash } from './hash.ts';
import { HttpError, readJsonBody, sendJson } from './http.ts';
import { navigatorItems, searchItems } from './navigator.ts';
import { flowFilePath, PathRefused } from './paths.ts';
import { draftText, skippedChecks, studioProblems, type Draft, type Workspace } from './workspace.ts';
import type { AfterSave } from './afterSave.ts';
import { Changes } from './changes.ts';
import { discardChanges } from './discard.ts';
import { editorRoutes } from './pages/editorRoutes.ts';

const useKinds: ImpactKind[] = ['switch', 'list', 'text', 'setting', 'table', 'fragment'];

/** The draft of a check or save request: parsed JSON, or text that may not parse yet. */
function draftOf(body: CheckRequest): Draft {
  if (typeof body.text === 'string') return { text: body.text };
  if (body.draft === undefined) throw new HttpError(400, 'a check or save needs "draft" (the parsed file) or "text"');
  return { data: body.draft };
}

function key(problem: StudioProblem): string {
  return `${problem.file} ${problem.pointer} ${problem.message}`;
}

/**
 * What stops drafts from being written: any problem in their own files, and
 * problems elsewhere that the flows on disk did not already have (a change
 * here that breaks a page there). Problems already on disk in other files
 * (a hand edit) do not block the analyst's unrelated save.
 */
function blocking(paths: readonly string[], problems: StudioProblem[], before: StudioProblem[]): StudioProblem[] {
  const known = new Set(before.map(key));
  return problems.filter((problem) => paths.includes(problem.file) || !known.has(key(problem)));
}

async function readJsonFiles(dir: string): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const name of (await readdir(dir)).filter((file) => file.endsWith('.json')).sort()) out[name] = JSON.parse(await readFile(join(dir, name), 'utf8'));
  return out;
}

export interface StudioApi {
  handle(request: IncomingMessage, response: ServerResponse): Promise<void>;
}

/**
 * The studio's API (issue 19 items 2, 7, 8), answered under /__studio/api/:
 * items, search, uses, file, check, save, context, status, changes, commit, discard. Every request passes the
 * guard first; paths pass flowFilePath; flow content is only ever parsed as
 * JSON and checked, never run.
 */
/**
 * `storefrontTook`: resolves once the dev server's storefront has the flows
 * just saved (or it gave up waiting): the cases are generated after it, since
 * generating them holds the server for seconds and the preview comes first.
 */
export function createStudioApi(workspace: Workspace, afterSave: AfterSave, storefrontTook: () => Promise<void> = async () => undefined): StudioApi {
  const root = workspace.root;
  const changes = new Changes(workspace);
  let generation: Promise<void> = Promise.resolve();
  let lastGenerated: GeneratedAnswer & { error?: string } = { files: [], ms: 0 };
  const typedEditorRoute = editorRoutes(workspace);

  async function route(request: IncomingMessage, url: URL): Promise<[number, unknown]> {
    const method = request.method ?? 'GET';
    const path = url.pathname.slice(apiBase.length);
    if (method === 'GET' && path === '/items') return [200, { items: navigatorItems(workspace.held()) } satisfies ItemsAnswer];
    if (method === 'GET' && path === '/search') {
      const query = url.searchParams.get('q') ?? '';
      return [200, { query, keys: searchItems(navigatorItems(workspace.held()), workspace.held(), query) } satisfies SearchAnswer];
    }
    if (method === 'GET' && path === '/uses') {
      const kind = url.searchParams.get('kind') as ImpactKind;
      const name = url.searchParams.get('name') ?? '';
      if (!useKinds.includes(kind)) throw new HttpError(400, `kind must be one of ${useKinds.join(', ')}`);
      const { flows, origins } = workspace.current();
      const impact = impactOf(flows, kind, name, referenceOrigins(origins));
      const code = codeReadersOf(kind, name);
      return [
        200,
        {
          name,
          kind,
          tables: impact.tables,
          pages: impact.pages,
          errorRows: impact.errorRows,
          files: impact.files,
          code,
          routes: impact.routes,
        } satisfies UsesAnswer,
      ];
    }
    if (method === 'GET' && path === '/file') {
      const file = url.searchParams.get('path');
      flowFilePath(root, file);
      const held = workspace.file(file as string);
      if (!held) throw new HttpError(404, `${file} is not a flow file the studio knows`);
      const answer: FileAnswer = {
        path: held.file.path,
        kind: kindOf((held.file.data as { $schema?: unknown } | undefined)?.$schema) as ItemKind | null,
        text: held.file.text,
        data: held.file.data ?? null,
        hash: held.hash,
        problems: problemsOf(studioProblems(workspace.current()), held.file.path),
      };
      return [200, answer];
    }
    if (method === 'GET' && path === '/context') return [200, await context()];
    if (method === 'GET' && path === '/status')
      return [
        200,
        { files: workspace.paths().length, problems: studioProblems(workspace.current()), ...skippedChecks(workspace.current()) } satisfies StatusAnswer,
      ];
    if (method === 'POST' && path === '/check') {
      const body = (await readJsonBody(request)) as CheckRequest;
      flowFilePath(root, body.path);
      const started = performance.now();
      const companions = (body.companions ?? []).map((companion) => {
        flowFilePath(root, companion.path);
        return { path: companion.path, draft: draftOf(companion) };
      });
      const result = workspace.check(body.path, draftOf(body), companions);
      return [
        200,
        { path: body.path, problems: studioProblems(result), ...skippedChecks(result), ms: Math.round(performance.now() - started) } satisfies CheckAnswer,
      ];
    }
    if (method === 'POST' && path === '/save') return [200, await save((await readJsonBody(request)) as SaveRequest)];
    if (method === 'GET' && path === '/generated') {
      await generation;
      if (lastGenerated.error) throw new HttpError(500, `the generated cases could not be updated: ${lastGenerated.error}`);
      return [200, lastGenerated];
    }
    // The changes and a commit include the generated cases: both wait until they are up to date.
    if (method === 'GET' && path === '/changes') return [200, await generation.then(() => changes.list())];
    if (method === 'POST' && path === '/commit') {
      const body = (await readJsonBody(request)) as CommitRequest;
      await generation;
      return [200, await changes.commit(body)];
    }
    if (method === 'POST' && path === '/discard') return [200, await discard((await readJsonBody(request)) as DiscardRequest)];
    const typed = typedEditorRoute(method, path, url);
    if (typed) return typed;
    throw new HttpError(404, `no studio API ${method} ${path}`);
  }

  /** The file on disk and its hash ('' and null when there is none yet). */
  async function onDisk(path: string): Promise<{ text: string | null; hash: string }> {
    try {
      const text = await readFile(flowFilePath(root, path), 'utf8');
      return { text, hash: textHash(text) };
    } catch {
      return { text: null, hash: '' };
    }
  }

  /** Written beside and renamed: the dev server's watcher never sees half a file. */
  async function writeFlowFile(path: string, text: string): Promise<void> {
    const absolute = flowFilePath(root, path);
    await mkdir(dirname(absolute), { recursive: true });
    const temporary = `${absolute}.studio-saving`;
    await writeFile(temporary, text);
    await rename(temporary, absolute);
  }

  async function save(body: SaveRequest): Promise<SaveAnswer> {
    flowFilePath(root, body.path);
    const started = performance.now();
    const draft = draftOf(body);
    const companions = (body.companions ?? []).map((companion) => {
      flowFilePath(root, companion.path);
      return { path: companion.path, draft: draftOf(companion), baseHash: companion.baseHash };
    });
    const mine = draft.text ?? formatFlowJson(draft.data);
    // Changed on disk since the analyst opened it (a hand edit, a git checkout): never overwrite, this file or a companion.
    for (const file of [{ path: body.path, baseHash: body.baseHash, text: mine }, ...companions.map((c) => ({ ...c, text: draftText(c.draft) }))]) {
      const disk = await onDisk(file.path);
      if (disk.hash !== file.baseHash) return { status: 'conflict', path: file.path, disk: { text: disk.text ?? '', hash: disk.hash }, mine: file.text };
    }
    const result = workspace.check(body.path, draft, companions);
    const before = studioProblems(workspace.current());
    const paths = [body.path, ...companions.map((companion) => companion.path)];
    const problems = blocking(paths, studioProblems(result), before);
    if (problems.length > 0) return { status: 'invalid', path: body.path, problems, ms: Math.round(performance.now() - started) };
    // The house format (flows:format), whatever the analyst typed: key order and notes are the draft's own.
    const text = formatFlowJson(JSON.parse(result.text));
    for (const companion of companions) {
      const companionText = formatFlowJson(JSON.parse(draftText(companion.draft)));
      await writeFlowFile(companion.path, companionText);
      workspace.hold(companion.path, companionText, result);
    }
    await writeFlowFile(body.path, text);
    const held = workspace.hold(body.path, text, result);
    await changes.wrote(paths);
    // Generating every case takes seconds: the analyst gets the answer now, the preview its update, and the cases follow in order.
    regenerate();
    return {
      status: 'saved',
      path: body.path,
      text,
      hash: held.hash,
      problems: problemsOf(studioProblems(workspace.current()), body.path),
      generating: true,
      ms: Math.round(performance.now() - started),
    };
  }

  /** The generated cases brought up to date after the answer, in order behind any still under way (GET /generated waits). */
  function regenerate(): void {
    const tookIt = storefrontTook();
    generation = generation.then(async () => {
      await tookIt;
      // A macrotask later: a storefront module load under way finishes its own steps first.
      await new Promise((resolve) => setImmediate(resolve));
      const started = performance.now();
      try {
        const files = await afterSave(workspace);
        await changes.wrote(files);
        lastGenerated = { files, ms: Math.round(performance.now() - started) };
      } catch (error) {
        lastGenerated = { files: [], ms: 0, error: (error as Error).message };
      }
    });
  }

  /** A file back to the last commit (discard.ts), held again as it now is on disk; the cases follow it as after a save. */
  async function discard(body: DiscardRequest): Promise<DiscardAnswer> {
    const answer = await discardChanges(root, body.path, writeFlowFile);
    if (answer.status === 'refused') return answer;
    await workspace.reread(body.path);
    regenerate();
    return answer;
  }

  async function context(): Promise<ContextAnswer> {
    const schemas = join(root, 'schemas');
    const kindSchemas: Partial<Record<ItemKind, unknown>> = {};
    for (const [name, schema] of Object.entries(await readJsonFiles(schemas))) {
      const kind = kindOf(name);
      if (kind) kindSchemas[kind as ItemKind] = schema;
    }
    const checked = workspace.current();
    // Which file writes each translated key (flows/texts/<language>/...): the studio shows a key's words from there
    // and saves them there, not in the English file's twin when they live elsewhere.
    const translationFiles = Object.fromEntries(
      [...checked.origins.translations].map(([language, files]) => [language, Object.fromEntries([...files].map(([key, file]) => [key, file.path]))]),
    );
    return {
      flows: checked.flows as unknown as Record<string, unknown>,
      translationFiles,
      factsSchema: JSON.parse(await readFile(join(schemas, 'facts.schema.json'), 'utf8')),
      answerSchemas: await readJsonFiles(join(schemas, 'answers')),
      manifest: workspace.manifest,
      kindSchemas,
      defs: await readJsonFiles(join(schemas, 'defs')),
    };
  }

  return {
    async handle(request, response) {
      const refused = refusal(request);
      if (refused) return sendJson(response, 403, { error: refused });
      const url = new URL(request.url ?? '/', 'http://studio.invalid');
      try {
        const [status, body] = await route(request, url);
        sendJson(response, status, body);
      } catch (error) {
        if (error instanceof PathRefused) return sendJson(response, 403, { error: error.message });
        if (error instanceof HttpError) return sendJson(response, error.status, { error: error.message });
        sendJson(response, 500, { error: (error as Error).message });
      }
    },
  };
}
