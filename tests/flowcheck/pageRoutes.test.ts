// @vitest-environment node
/**
 * flows:check composes each journey when a check first reads it (tools/flowcheck/assemble.ts, lazy mode); which
 * pages exist and their routes come from the authored pages before that (tools/flowcheck/pageRoutes.ts). The two
 * must agree with the composed journeys, or a goto or link would be judged against pages that are not there.
 */
import { describe, expect, it } from 'vitest';
import { assemble, type TypedFile } from '../../tools/flowcheck/assemble.ts';
import { collectFlowPaths, parseFlowText, readFlowFile } from '../../tools/flowcheck/flowFile.ts';
import { pageRoutes, routesOf } from '../../tools/flowcheck/pageRoutes.ts';
import { kindOf } from '../../tools/flowcheck/schemas.ts';
import { repoPath } from '../../tools/repoPath.ts';

async function typedFlows(): Promise<TypedFile[]> {
  const files = await Promise.all((await collectFlowPaths([repoPath('flows')])).map((path) => readFlowFile(path)));
  return files.map(({ file }) => ({ file, kind: kindOf((file.data as { $schema?: string }).$schema) as TypedFile['kind'] }));
}

/** A page file, as if read from flows/journeys/<journey>/<id>.json. */
function pageFile(journey: string, id: string, route: string): TypedFile {
  const data = { $schema: '../../../schemas/page.schema.json', journey, id, route, title: 'x', body: [] };
  return { file: parseFlowText(`flows/journeys/${journey}/${id}.json`, JSON.stringify(data, null, 2)).file, kind: 'page' };
}

describe('the route table of lazily composed journeys', () => {
  it('lists the journeys, pages and routes the composed journeys have, composing none', async () => {
    const files = await typedFlows();
    // A page id used twice (the first file wins) and a page naming no journey (left out), as the composer decides.
    const odd = [...files, pageFile('shop', 'pdp', 'pdp/other'), pageFile('nojourney', 'lost', 'lost')];
    const lazy = assemble(odd, undefined, { lazy: true });
    const table = pageRoutes(lazy.flows);
    expect(Object.getOwnPropertyDescriptor(lazy.flows.journeys, 'shop')?.get).toBeTypeOf('function');
    const eager = assemble(odd);
    expect(table).toEqual(routesOf(eager.flows.journeys));
    expect(table.journeys.shop?.pages.pdp?.route).toBe('pdp');
    expect(JSON.stringify(table)).not.toContain('lost');
    // Reading a journey composes it as the eager assembly did, with the same problems.
    expect(JSON.stringify(lazy.flows.journeys)).toBe(JSON.stringify(eager.flows.journeys));
    const composing = eager.problems.slice(lazy.problems.length);
    expect(composing.map((problem) => problem.message).join('\n')).toMatch(/page "pdp" is already defined[^]*unknown journey "nojourney"/);
    expect(lazy.compositionProblems()).toEqual(composing);
  });
});
