import ts from 'typescript';

/**
 * Registry definitions (components, actions, adapters) carry documentation for
 * `npm run gen` and flows:check: a `description`, a component's `propsSchema`,
 * an action's `argsSchema` and `emits` (what it sends out, for flows:tests). The browser never reads them (props and args are
 * checked at build time, schemas/generated/registry.json), yet they were about
 * a twentieth of the start-up bundle. This rewrites a module's source so that
 * those properties are gone (a `propsSchema` const becomes {}), the way runtimeFlows drops the
 * analysts' notes from the flows. Names, paths, methods and code are kept; the
 * definitions' types still name the properties, for the source's readers only.
 *
 * What counts as a definition: an object literal with a `name` property and one
 * of `run` (action), `component` or `load` (component), or `method` (adapter),
 * plus every `const propsSchema = {...}` (a component's schema kept in its own
 * file so the component can load lazily). Replacements keep the line count, so
 * the module's source map stays right line by line.
 */
const definitionMarkers = new Set(['run', 'component', 'load', 'method']);
const documentation = new Set(['description', 'propsSchema', 'argsSchema', 'emits']);

interface Edit {
  start: number;
  end: number;
  text: string;
}

function propertyName(property: ts.ObjectLiteralElementLike): string | null {
  if (!property.name) return null;
  if (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) return property.name.text;
  return null;
}

/** Same number of line breaks as the text it replaces, so lines below keep their numbers. */
function keepingLines(replaced: string, text: string): string {
  const breaks = replaced.split('\n').length - 1;
  return text + '\n'.repeat(breaks);
}

/** Where a property ends with the comma that follows it, comments skipped; its own end when no comma follows. */
function endWithComma(code: string, end: number): number {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, code, undefined, end);
  return scanner.scan() === ts.SyntaxKind.CommaToken ? scanner.getTokenEnd() : end;
}

function isDefinition(node: ts.ObjectLiteralExpression): boolean {
  const names = node.properties.map(propertyName);
  return names.includes('name') && names.some((name) => name !== null && definitionMarkers.has(name));
}

/** The edits for one module, in source order (none when it defines nothing). */
export function registryDocEdits(fileName: string, code: string): Edit[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, kind);
  const edits: Edit[] = [];
  const replace = (node: ts.Node, text: string): void => {
    const start = node.getStart(source);
    edits.push({ start, end: node.end, text: keepingLines(code.slice(start, node.end), text) });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'propsSchema' && node.initializer) {
      replace(node.initializer, '{}');
      return;
    }
    if (ts.isObjectLiteralExpression(node) && isDefinition(node)) {
      for (const property of node.properties) {
        const name = propertyName(property);
        if (name && documentation.has(name) && (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property))) {
          // The whole property goes, with its comma (after any comment): the browser never reads it.
          const start = property.getStart(source);
          const end = endWithComma(code, property.end);
          edits.push({ start, end, text: keepingLines(code.slice(start, end), '') });
        } else ts.forEachChild(property, visit);
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edits.sort((a, b) => a.start - b.start);
}

/** The module without its registry documentation, or null when there is none to strip. */
export function stripRegistryDocs(fileName: string, code: string): string | null {
  // Cheap test first: most modules define nothing.
  if (!/\b(description|propsSchema|argsSchema|emits)\b/.test(code)) return null;
  const edits = registryDocEdits(fileName, code);
  if (edits.length === 0) return null;
  let out = '';
  let at = 0;
  for (const edit of edits) {
    out += code.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + code.slice(at);
}
