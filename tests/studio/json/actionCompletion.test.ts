/**
 * Where an analyst writes an action in the JSON editor (a page's handler, an error row in the JSON tab), the
 * completion offers the registry's actions with what each does, as an error row's Effects box lists them
 * (studio/client/json/schemaCompletion.ts). The schema says only "a string" there.
 */
import { CompletionContext } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kindOf } from '../../../tools/flowcheck/schemas.ts';
import { readRegistryManifest } from '../../../tools/flowcheck/registryManifest.ts';
import { repoPath } from '../../../tools/repoPath.ts';
import type { StudioContext } from '../../../studio/client/editorSlot.ts';
import { schemaCompletion } from '../../../studio/client/json/schemaCompletion.ts';
import type { ItemKind } from '../../../studio/shared/itemKinds.ts';

const jsonFiles = (dir: string): Record<string, unknown> =>
  Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [name, JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown]),
  );
const kindSchemas: Partial<Record<ItemKind, unknown>> = {};
for (const [name, schema] of Object.entries(jsonFiles(repoPath('schemas')))) {
  const kind = kindOf(name);
  if (kind) kindSchemas[kind as ItemKind] = schema;
}
const manifest = readRegistryManifest();
const context = {
  flows: {},
  translationFiles: {},
  factsSchema: {},
  answerSchemas: {},
  manifest,
  kindSchemas,
  defs: jsonFiles(repoPath('schemas/defs')),
} as StudioContext;

/** The labels offered with the cursor at `|` in `text`, asked for as Ctrl+Space does. */
function offered(kind: ItemKind, text: string): { label: string; info?: unknown }[] {
  const pos = text.indexOf('|');
  const state = EditorState.create({ doc: text.replace('|', '') });
  const result = schemaCompletion(context, kind)?.(new CompletionContext(state, pos, true));
  return (result && 'options' in result ? result.options : []) as { label: string; info?: unknown }[];
}

describe('the actions offered where an effect names one', () => {
  const actions = Object.keys(manifest.actions ?? {});

  it("in a page's handler: every action, with what it does", () => {
    const options = offered('page', '{ "$schema": "../../schemas/page.schema.json", "on": { "SAVED": [{ "effects": [{ "action": "|" }] }] } }');
    expect(actions.length).toBeGreaterThan(5);
    expect(options.map((option) => option.label).sort()).toEqual(actions.map((name) => JSON.stringify(name)).sort());
    expect(options.find((option) => option.label === '"tagCartItems"')?.info).toBe(manifest.actions?.tagCartItems?.description);
  });

  it("in an error row's effects written in the JSON tab", () => {
    const options = offered('errorTable', '{ "rows": [{ "id": "x", "effects": [{ "action": "|" }] }] }');
    expect(options.map((option) => option.label)).toContain('"tagCartItems"');
  });

  it('not for a value that is no action: a "call" names an adapter, not an action', () => {
    const options = offered('page', '{ "on": { "SAVED": [{ "effects": [{ "call": "|" }] }] } }');
    expect(options.map((option) => option.label)).not.toContain('"tagCartItems"');
  });
});
