/**
 * Code that must never ship in a production chunk, recognised by text that
 * survives bundling and minification. Import paths and identifiers do not
 * survive (the bundler drops paths, the minifier renames), so the markers are
 * string literals and syntax the library cannot avoid emitting.
 */
export interface Marker {
  what: string;
  pattern: RegExp;
}

/**
 * The flow studio (studio/, issue 19) lives in the dev server only: its API
 * path and write header are string literals any studio client code carries,
 * and `.cm-editor` is CodeMirror's base theme, which its editor always emits.
 */
export const STUDIO_MARKER: Marker = {
  what: 'flow studio code (studio/ and CodeMirror belong to the dev server only)',
  pattern: /__studio\/api|x-storeflow-studio|\.cm-editor/,
};

export const FORBIDDEN_MARKERS: Marker[] = [
  STUDIO_MARKER,
  {
    // MSW's setupWorker talks to public/mockServiceWorker.js with fixed message
    // names and logs with an "[MSW]" prefix (as do our own mocks, by house style).
    what: 'MSW / mock service worker code (mocks belong to dev and demo builds only)',
    pattern: /INTEGRITY_CHECK_REQUEST|mockServiceWorker\.js|\[MSW\]/,
  },
  {
    // The AJV compiler (ajv/dist/core + compile): its error messages are stable
    // literals. The small runtime helpers that precompiled validators import
    // (ajv/dist/runtime/*) contain none of these, so they do not trip the check.
    // "ajv/dist/compile" catches unminified builds that keep module path comments.
    what: 'AJV schema compiler (ship the validators precompiled by `npm run gen`)',
    pattern: /Error compiling schema|schema with key or id|no schema with key or ref|ajv\/dist\/compile/,
  },
  {
    // `new Function(...)` and `Function("...")` both compile strings into code,
    // which a CSP without 'unsafe-eval' blocks. Vite 8's minifier drops the `new`
    // (`new Function(a)` ships as `Function(a)`), so match the call itself, but
    // not `x.Function(` or `isFunction(`.
    what: 'Function constructor (dynamic code: breaks a CSP without unsafe-eval)',
    pattern: /(?<![\w$.])Function\s*\(/,
  },
  {
    // The flow studio's preview frame (src/app/studioPreview, src/view/studioMarkers.ts) lives behind
    // import.meta.env.DEV: its window-name prefix, message types and node markers are literals it cannot avoid.
    what: 'flow studio preview bridge or node markers (dev server only)',
    pattern: /storeflow-studio|data-sf-node/,
  },
  {
    // The debug button and panel (spec 2.9, src/app/debug/) are built into dev and demo builds only (src/app/App.tsx):
    // their class names are literals in the button's code and its stylesheet.
    what: 'debug button or panel (dev and demo builds only)',
    pattern: /sf-debug-(button|panel)/,
  },
];

/** The markers found in `text`, by description. */
export function findForbidden(text: string): string[] {
  return FORBIDDEN_MARKERS.filter((m) => m.pattern.test(text)).map((m) => m.what);
}
