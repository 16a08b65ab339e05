/**
 * Authored content for the content service, read from `flows/content/*.json`
 * at build time (Vite glob, so analysts' edits hot-reload in dev). Files have
 * the shape `{ "$schema", "id", "content": {...} }`; the service answers
 * with `content`. The folder may be empty or missing: the glob is then `{}`.
 */
const modules = import.meta.glob<unknown>('../../flows/content/*.json', { eager: true, import: 'default' });

/** File name without `.json` -> the parsed file. */
export type ContentFiles = Readonly<Record<string, unknown>>;

function fileName(path: string): string {
  return (path.split('/').pop() ?? path).replace(/\.json$/, '');
}

export const contentFiles: ContentFiles = Object.fromEntries(Object.entries(modules).map(([path, file]) => [fileName(path), file]));
