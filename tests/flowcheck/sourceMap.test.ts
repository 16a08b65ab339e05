import { describe, expect, it } from 'vitest';
import { SourceMap } from '../../tools/flowcheck/compose/sourceMap.ts';
import type { FlowFile } from '../../tools/flowcheck/flowFile.ts';

const file = (path: string): FlowFile => ({ path, text: '{}', tree: undefined, data: {} });

describe('SourceMap.building', () => {
  it('a table built alone inside a journey build leaves the journey collecting the files registered after it', () => {
    const map = new SourceMap();
    const [page, table, layout] = [file('journeys/shop/page.json'), file('decisions/table.json'), file('layouts/main.json')];
    let inner: object = {};
    const journey = map.building(() => {
      map.register({}, { file: page, at: [] });
      inner = map.building(() => map.register({}, { file: table, at: [] }), { alone: true });
      map.register({}, { file: layout, at: [] });
      return {};
    });
    expect([...(map.filesOf(journey) ?? [])].map(({ path }) => path)).toEqual([page.path, layout.path]);
    expect([...(map.filesOf(inner) ?? [])].map(({ path }) => path)).toEqual([table.path]);
  });

  it('a build that is not alone adds its files to the build around it, which keeps collecting after it', () => {
    const map = new SourceMap();
    const [journeyFile, pageFile, after] = [file('journeys/shop/journey.json'), file('journeys/shop/page.json'), file('fragments/after.json')];
    const journey = map.building(() => {
      map.register({}, { file: journeyFile, at: [] });
      map.building(() => map.register({}, { file: pageFile, at: [] }));
      map.register({}, { file: after, at: [] });
      return {};
    });
    expect([...(map.filesOf(journey) ?? [])].map(({ path }) => path)).toEqual([journeyFile.path, pageFile.path, after.path]);
  });
});
