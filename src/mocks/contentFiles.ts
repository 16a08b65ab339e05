/**
 * Authored content for the content service, read from `flows/content/*.json`
 * and its translations `flows/content/<language>/*.json` at build time (Vite
 * glob, so analysts' edits hot-reload in dev). Files have the shape
 * `{ "$schema", "id", "locale"?, "content": {...} }`; the service answers
 * with `content`. The folder may be empty or missing: the glob is then `{}`.
 */
const modules = import.meta.glob<unknown>(['../../flows/content/*.json', '../../flows/content/*/*.json'], { eager: true, import: 'default' });

/** `name` (English) or `<language>/name` (a translation) -> the parsed file. */
export type ContentFiles = Readonly<Record<string, unknown>>;

/** `../../flows/content/es/splash.json` -> `es/splash`. */
function fileName(path: string): string {
  return path.replace(/^.*\/flows\/content\//, '').replace(/\.json$/, '');
}

export const contentFiles: ContentFiles = Object.fromEntries(Object.entries(modules).map(([path, file]) => [fileName(path), file]));
