import type { ContentFiles } from '../contentFiles.ts';
import type { MockService } from '../mockService.ts';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `GET {content}/services-v1/NAME.json` (spec 7, contracts 6), answered from
 * `flows/content/NAME.json`. The files are injected so tests need no files
 * on disk.
 */
export function createContentService(files: ContentFiles): MockService {
  return {
    key: 'GET /content/services-v1/:name.json',
    paths: ['/content/services-v1/:name.json'],
    defaultAnswer: ({ params }) => {
      const name = typeof params.name === 'string' ? params.name : '';
      if (!Object.hasOwn(files, name)) {
        return { status: 404, body: { status: 'ERROR', message: `[mocks] No content file flows/content/${name}.json` } };
      }
      const file = files[name];
      if (!isObject(file) || !isObject(file.content)) {
        return {
          status: 500,
          body: { status: 'ERROR', message: `[mocks] flows/content/${name}.json has no "content" object; run npm run flows:check` },
        };
      }
      return { body: { status: 'SUCCESS', response: file.content } };
    },
  };
}
