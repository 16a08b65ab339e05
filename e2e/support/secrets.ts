/**
 * Watches a page for a secret leaving where it should not (issue 12 item 2):
 * request URLs, addresses the page goes to, the console, the logs sent to
 * jsNotifyAsDynamic, and on each snapshot the page tags, cookies and the app's
 * storage. Storage keys `mock:*` are the mock services' own data (the stand-in
 * for the server), so they are left out.
 */
import type { Page } from '@playwright/test';
import { pageTags } from './card';

export interface Sighting {
  where: 'url' | 'log' | 'console' | 'address' | 'storage' | 'tags' | 'body';
  text: string;
  /** For request bodies: the address the body went to. */
  url?: string;
}

export interface SecretWatch {
  seen: Sighting[];
  /** Records storage, cookies and page tags as they are now. */
  snapshot(): Promise<void>;
}

export function watchForSecrets(page: Page): SecretWatch {
  const seen: Sighting[] = [];
  page.on('request', (request) => {
    seen.push({ where: 'url', text: request.url() });
    const body = request.postData() ?? '';
    // jsNotifyAsDynamic is the log the server keeps: nothing secret may be in it. Other bodies are calls that need their data.
    seen.push({ where: request.url().includes('jsNotifyAsDynamic') ? 'log' : 'body', text: body, url: request.url() });
  });
  page.on('console', (message) => seen.push({ where: 'console', text: message.text() }));
  page.on('framenavigated', (frame) => seen.push({ where: 'address', text: frame.url() }));
  const snapshot = async (): Promise<void> => {
    const state = await page.evaluate(() => {
      const dump = (storage: Storage) =>
        Object.fromEntries(
          Object.keys(storage)
            .filter((k) => !k.startsWith('mock:'))
            .map((k) => [k, storage.getItem(k)]),
        );
      return { local: dump(localStorage), session: dump(sessionStorage), cookies: document.cookie };
    });
    seen.push({ where: 'storage', text: JSON.stringify({ ...state, allCookies: await page.context().cookies() }) });
    seen.push({ where: 'tags', text: JSON.stringify(await pageTags(page)) });
  };
  return { seen, snapshot };
}
