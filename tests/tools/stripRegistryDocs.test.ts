import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoPath } from '../../tools/repoPath.ts';
import { stripRegistryDocs } from '../../tools/vite/stripRegistryDocs.ts';

const action = `export const notify: ActionDefinition = {
  name: 'notify',
  description: 'Shows the banner (spec 4.6).',
  argsSchema: {
    type: 'object',
    properties: { message: { description: 'Text to show.' } },
  },
  emits: [{ channel: 'pageTag', event: 'notify', fields: { text: 'message' } }],
  run(args, context) {
    context.setUi('description', args.message);
  },
};
`;

const component = `export const propsSchema = {
  type: 'object',
  properties: { label: { type: 'string' } },
} as const;
export default defineLazyComponent<Props>({ name: 'DeviceGrid', description: 'Phones as cards.', propsSchema, load: () => import('./X.view.tsx') });
`;

const adapter = `export const getoffers: AdapterDefinition = { name: 'getoffers', description: 'Card offer.', method: 'POST', paths: { signedIn: '/a' } };`;

/** The TypeScript sources under `dir`, tests left out (the build never bundles them). */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('stripRegistryDocs (production bundle without registry documentation)', () => {
  it('drops an action description, args schema and emits, keeps its name, code and line count', () => {
    const out = stripRegistryDocs('a.ts', action) ?? '';
    expect(out).toContain("name: 'notify'");
    expect(out).not.toMatch(/description:|argsSchema|emits/);
    expect(out).not.toContain('Shows the banner');
    expect(out).not.toContain('Text to show');
    expect(out).toContain("context.setUi('description', args.message)");
    expect(out.split('\n')).toHaveLength(action.split('\n').length);
  });

  it('empties a component schema const, drops the description and the shorthand, keeps the loader', () => {
    const out = stripRegistryDocs('c.tsx', component) ?? '';
    expect(out).toMatch(/export const propsSchema = \{\}\n+;/);
    expect(out).toContain("{ name: 'DeviceGrid',   load: () => import('./X.view.tsx') }");
    expect(out.split('\n')).toHaveLength(component.split('\n').length);
  });

  it('keeps an adapter method and paths', () => {
    expect(stripRegistryDocs('d.ts', adapter)).toBe(
      "export const getoffers: AdapterDefinition = { name: 'getoffers',  method: 'POST', paths: { signedIn: '/a' } };",
    );
  });

  it('drops the comma after a comment too, keeping the lines', () => {
    const commented = `export const a: AdapterDefinition = {
  name: 'a',
  description: 'x' /* why */,
  method: 'GET',
  emits: [] // what it sends
  ,
  paths: { signedIn: '/a' },
};
`;
    const out = stripRegistryDocs('g.ts', commented) ?? '';
    expect(out).not.toMatch(/description|emits|why|what it sends/);
    expect(out.split('\n')).toHaveLength(commented.split('\n').length);
    const parsed = ts.createSourceFile('g.ts', out, ts.ScriptTarget.Latest, true) as ts.SourceFile & { parseDiagnostics: ts.Diagnostic[] };
    expect(parsed.parseDiagnostics).toEqual([]);
  });

  it('leaves objects that are not definitions, and modules without documentation, alone', () => {
    const other = "const error = { name: 'x', description: 'shown to the shopper' };";
    expect(stripRegistryDocs('e.ts', other)).toBeNull();
    expect(stripRegistryDocs('f.ts', 'export const a = 1;')).toBeNull();
  });

  it('turns every source file of src/ into valid TypeScript with the same lines', () => {
    let stripped = 0;
    for (const file of sourceFiles(repoPath('src'))) {
      const code = readFileSync(file, 'utf8');
      const out = stripRegistryDocs(file, code);
      if (out === null) continue;
      stripped += 1;
      expect(out.split('\n'), file).toHaveLength(code.split('\n').length);
      const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
      const parsed = ts.createSourceFile(file, out, ts.ScriptTarget.Latest, true, kind) as ts.SourceFile & { parseDiagnostics: ts.Diagnostic[] };
      expect(
        parsed.parseDiagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
        file,
      ).toEqual([]);
    }
    // The registries: components, actions and adapters of every area.
    expect(stripped).toBeGreaterThan(40);
  });

  it('leaves no registered description in the code the build bundles (a factory argument would slip past)', async () => {
    const { componentDefinitions, adapterDefinitions, actionDefinitions } = await import('../../src/app/registries.ts');
    const descriptions = new Set([...componentDefinitions, ...adapterDefinitions, ...actionDefinitions].map((d) => d.description).filter((d) => d !== ''));
    expect(descriptions.size).toBeGreaterThan(60);
    const left: string[] = [];
    for (const file of sourceFiles(repoPath('src'))) {
      const code = readFileSync(file, 'utf8');
      const out = stripRegistryDocs(file, code) ?? code;
      // The string literals the bundle would keep (comments go with the minifier).
      const scan = (node: ts.Node): void => {
        if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && descriptions.has(node.text)) left.push(`${file}: ${node.text}`);
        ts.forEachChild(node, scan);
      };
      scan(ts.createSourceFile(file, out, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS));
    }
    expect(left).toEqual([]);
  });
});
