// ESLint flat config. Fast on purpose: no type-aware rules, so `npm run lint`
// needs no TypeScript program. What it guards, beyond typescript-eslint:
//   1. the src/ layer arrows of docs/architecture.md "Layers" (eslint-plugin-boundaries);
//   2. no dynamic code (eval, new Function) anywhere in src/;
//   3. which layer may use which heavy or dev-only package (ajv, msw, axios, mobx).
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import { fileURLToPath } from 'node:url';

// ---------------------------------------------------------------------------
// 1. Layers: each folder under src/ is one element; arrows = "may import".
//    Imports inside one folder are not checked. Anything not listed is refused.
// ---------------------------------------------------------------------------
const LAYERS = {
  model: [],
  logic: ['model'],
  engine: ['model', 'logic'],
  services: ['model'],
  runtime: ['engine', 'logic', 'services', 'model'],
  registry: ['model'],
  components: ['registry'], // defineComponent(); model only as types (below): props arrive finished
  view: ['runtime', 'registry', 'components', 'model', 'logic', 'engine'],
  app: ['*'], // the composition root binds everything, mocks included
  mocks: ['model', 'flows'], // plus type-only services, below
};
// `import type` only: the layer may name these types but never run their code.
const TYPE_ONLY = {
  components: ['model'],
  mocks: ['services'],
};

const boundaryPolicies = [
  ...Object.entries(LAYERS)
    .filter(([, to]) => to.length > 0)
    .map(([from, to]) => ({ from: { element: { type: from } }, allow: { to: { element: { type: to } } } })),
  ...Object.entries(TYPE_ONLY).map(([from, to]) => ({
    from: { element: { type: from } },
    allow: { to: { element: { type: to } }, dependency: { kind: 'type' } },
  })),
  // A lazy view hands its finisher on to the loader (`export { finishX as finish } from '../../engine/finish/x.ts'`,
  // src/registry/defineLazyComponent.ts), so the finisher's code comes in the view's chunk. Re-exporting only:
  // an import would let the view compute its props (docs/architecture.md principle 4).
  {
    from: { element: { type: 'components', fileInternalPath: '**/*.view.tsx' } },
    allow: { to: { element: { type: 'engine', fileInternalPath: 'finish/*.ts' } }, dependency: { nodeKind: 'export' } },
  },
  // Tests and benchmarks beside the code may reach anything (MSW handlers, fixtures).
  // Last, because a later matching policy wins.
  { from: { file: { categories: 'test' } }, allow: { to: { element: { type: '*' } } } },
];

// ---------------------------------------------------------------------------
// 3. Package bans in src/. `typesOk`: `import type` is erased at build, so it is
//    allowed where the ban is only about shipped bytes (ajv, msw). axios and mobx
//    bans are about what a layer may know, so even their types are refused.
// ---------------------------------------------------------------------------
const PACKAGE_BANS = [
  {
    // AJV compiles schemas with `new Function` (CSP unsafe-eval) and is large;
    // src/ uses the validators precompiled by `npm run gen`. MSW is mock-only.
    regex: '^(ajv|msw($|/))',
    typesOk: true,
    appliesTo: (layer, isTest) => layer !== 'mocks' && !isTest,
    message: 'ajv and msw stay out of the app bundle: use the precompiled validators in src/model; mocks live in src/mocks and tests.',
  },
  {
    regex: '^axios($|/)',
    typesOk: false,
    appliesTo: (layer) => layer !== 'services',
    message: 'axios is wrapped by src/services; call a service adapter instead.',
  },
  {
    regex: '^mobx(-react-lite)?($|/)',
    typesOk: false,
    appliesTo: (layer) => ['engine', 'logic', 'model', 'components'].includes(layer),
    message: 'engine, logic and model are pure and components take plain props: MobX belongs to src/runtime and src/view.',
  },
];

// 2. Dynamic code. no-eval / no-new-func / no-implied-eval cover the direct forms;
//    this catches the indirect `(() => {}).constructor("code")` route to Function.
const NO_CONSTRUCTOR_CALL = {
  selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='constructor']",
  message: 'Calling .constructor(...) can reach Function (dynamic code); src/ must run without unsafe-eval.',
};

// 4. Registry documentation is for flows:check and `npm run gen`: builds drop it from the definitions
//    (tools/vite/stripRegistryDocs.ts), so browser code that read it would get undefined, though the
//    types and the tests (which run the source) say otherwise. `description` is also a shopper-facing
//    field (a phone's), so only a definition's is caught.
const NO_REGISTRY_DOCS = {
  selector: "MemberExpression[property.name=/^(propsSchema|argsSchema|emits)$/], MemberExpression[property.name='description'][object.name=/[dD]efinitions?$/]",
  message: 'Builds drop registry documentation (tools/vite/stripRegistryDocs.ts); browser code must not read it.',
};

/** Rules for one src/ layer (or null: a file directly under src/), test files or not. */
function srcRules(layer, isTest) {
  const bans = PACKAGE_BANS.filter((b) => b.appliesTo(layer, isTest));
  return {
    '@typescript-eslint/no-restricted-imports': ['error', { patterns: bans.map((b) => ({ regex: b.regex, message: b.message, allowTypeImports: b.typesOk })) }],
    // no-restricted-imports does not look at `import("...")`; this does.
    'no-restricted-syntax': [
      'error',
      NO_CONSTRUCTOR_CALL,
      ...(isTest ? [] : [NO_REGISTRY_DOCS]),
      // esquery ends a regex at an unescaped "/", hence the escaping.
      ...bans.map((b) => ({ selector: `ImportExpression > Literal[value=/${b.regex.replaceAll('/', '\\/')}/]`, message: b.message })),
    ],
  };
}

const TEST_FILES = '**/*.{test,bench}.{ts,tsx}';

export default defineConfig(
  globalIgnores([
    'dist/',
    'dist-demo/',
    'dist-demo-*/', // per-port e2e builds (E2E_PORT)
    'dist-bench/', // npm run bench:browser's builds
    'tools/bench/peers/', // import libraries only tools/bench installs; built and checked by the bench itself
    'node_modules/',
    'public/mockServiceWorker.js', // generated by `msw init`
    'playwright-report/',
    'test-results/',
    'src/model/generated/', // written by `npm run gen`, checked by `gen:check`
  ]),

  tseslint.configs.recommended,
  {
    rules: {
      // `_name` marks a deliberately unused parameter (ports, test doubles).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },

  // Browser code; tests beside it run in jsdom under vitest (node globals too).
  { files: ['src/**'], languageOptions: { globals: globals.browser } },
  { files: [TEST_FILES, 'tests/**'], languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  // Node-side code: CLIs, Playwright, config files, the flow studio's server.
  { files: ['tools/**', 'e2e/**', 'studio/server/**', 'studio/e2e/**', '*.{js,ts}'], languageOptions: { globals: globals.node } },
  // The flow studio's page (dev server only, issue 19).
  { files: ['studio/client/**', 'studio/shared/**'], languageOptions: { globals: globals.browser } },

  // React hooks (rules of hooks, deps, and the React Compiler checks) for components and hook modules.
  { ...reactHooks.configs.flat.recommended, files: ['**/*.tsx', 'src/**/use[A-Z]*.ts'] },

  // 2. No dynamic code in src/.
  { files: ['src/**'], rules: { 'no-eval': 'error', 'no-implied-eval': 'error', 'no-new-func': 'error' } },

  // 3. Package bans, one block per layer because flat config replaces (not merges)
  //    a rule's options; test files come second so their block wins.
  { files: ['src/*.{ts,tsx}'], rules: srcRules(null, false) },
  ...Object.keys(LAYERS).flatMap((layer) => [
    { files: [`src/${layer}/**/*.{ts,tsx}`], rules: srcRules(layer, false) },
    { files: [`src/${layer}/${TEST_FILES}`], rules: srcRules(layer, true) },
  ]),

  // 1. Layer arrows.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': fileURLToPath(new URL('.', import.meta.url)), // patterns below are repo-relative
      'boundaries/elements': [
        ...Object.keys(LAYERS).map((type) => ({ type, pattern: `src/${type}`, partialMatch: false })),
        { type: 'flows', pattern: 'flows', partialMatch: false }, // analyst JSON; only app and mocks import it
      ],
      'boundaries/files': [{ category: 'test', pattern: TEST_FILES }],
      // Resolve extensionless TypeScript imports so their layer is known.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: boundaryPolicies }],
    },
  },
);
