import type { Page } from '@playwright/test';

/** Sets cookies for the app under test (any port on 127.0.0.1), e.g. loggedIn=true or role=guest (contracts 5). */
export async function setAppCookies(page: Page, cookies: Record<string, string>): Promise<void> {
  await page.context().addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, domain: '127.0.0.1', path: '/' })));
}

export async function signIn(page: Page): Promise<void> {
  await setAppCookies(page, { loggedIn: 'true' });
}
