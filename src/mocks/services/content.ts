import { askedLanguage, variesByLanguage } from '../askedLanguage.ts';
import type { ContentFiles } from '../contentFiles.ts';
import type { MockService } from '../mockService.ts';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `GET {content}/services-v1/NAME.json` (spec 7, contracts 6), answered from
 * `flows/content/NAME.json`, or from its translation
 * `flows/content/<language>/NAME.json` when the call asks for another
 * language in `Accept-Language` (the content adapters send the shopper's,
 * issue 23 item 7). The files are injected so tests need no files on disk.
 */
export function createContentService(files: ContentFiles): MockService {
  return {
    key: 'GET /content/services-v1/:name.json',
    paths: ['/content/services-v1/:name.json'],
    defaultAnswer: ({ params, request }) => {
      const name = typeof params.name === 'string' ? params.name : '';
      const language = askedLanguage(request.headers.get('accept-language'));
      const key = language ? `${language}/${name}` : name;
      if (!/^[a-zA-Z0-9-]+$/.test(name) || !Object.hasOwn(files, key)) {
        return { status: 404, body: { status: 'ERROR', message: `[mocks] No content file flows/content/${key}.json` } };
      }
      const file = files[key];
      if (!isObject(file) || !isObject(file.content)) {
        return {
          status: 500,
          body: { status: 'ERROR', message: `[mocks] flows/content/${key}.json has no "content" object; run npm run flows:check` },
        };
      }
      // One address, an answer per language: a cache (the browser's, a CDN) must keep them apart. The real content
      // service must say the same (README, Languages).
      return { headers: variesByLanguage, body: { status: 'SUCCESS', response: file.content } };
    },
  };
}
