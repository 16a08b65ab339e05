import { existsSync, readFileSync } from 'node:fs';

/**
 * One CommonJS module holding several kept validator modules (AJV standalone code, tools/flowcheck/valueValidators.ts):
 * `exports[name]` is what `require(file)` gives. Each file's code runs in a function of its own with its own `module`
 * and `exports`, as Node's loader runs it ("use strict" stays its first statement); `require` is the pack's, which
 * finds `ajv/dist/runtime/...` as the file's did (both sit under node_modules/.cache). A file that is gone is left out.
 */
export function packedModules(entries: readonly { name: string; file: string }[]): string {
  const parts = entries
    .filter(({ file }) => existsSync(file))
    .map(
      ({ name, file }) =>
        `exports[${JSON.stringify(name)}] = (() => {\nconst module = { exports: {} };\n(function (module, exports) {${readFileSync(file, 'utf8')}\n}).call(module.exports, module, module.exports);\nreturn module.exports;\n})();`,
    );
  return `${parts.join('\n')}\n`;
}
