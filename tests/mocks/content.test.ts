// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ORIGIN, useMockServer } from './mockServerHarness.ts';

useMockServer({
  contentFiles: {
    creditcardmlp: { $schema: '../../schemas/content.schema.json', id: 'creditcardmlp', content: { title: 'Sign-in Verification' } },
    broken: { id: 'broken' },
    'es/creditcardmlp': { id: 'creditcardmlp', locale: 'es', content: { title: 'Verificación de inicio de sesión' } },
  },
});

describe('content service (flows/content/NAME.json)', () => {
  it('answers { status: SUCCESS, response: content }', async () => {
    const response = await fetch(`${ORIGIN}/content/services-v1/creditcardmlp.json?v=2`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'SUCCESS', response: { title: 'Sign-in Verification' } });
  });

  it('answers the translation when the call asks for its language (issue 23 item 7), English otherwise', async () => {
    const ask = async (language: string) =>
      (await (await fetch(`${ORIGIN}/content/services-v1/creditcardmlp.json`, { headers: { 'Accept-Language': language } })).json()).response;
    expect(await ask('es')).toEqual({ title: 'Verificación de inicio de sesión' });
    expect(await ask('es-US,es;q=0.9')).toEqual({ title: 'Verificación de inicio de sesión' });
    expect(await ask('en')).toEqual({ title: 'Sign-in Verification' });
    expect(await ask('fr')).toEqual({ title: 'Sign-in Verification' });
    // One address, an answer per language: caches are told to keep them apart.
    const answer = await fetch(`${ORIGIN}/content/services-v1/creditcardmlp.json`, { headers: { 'Accept-Language': 'es' } });
    expect(answer.headers.get('vary')).toBe('Accept-Language');
    const missing = await fetch(`${ORIGIN}/content/services-v1/broken.json`, { headers: { 'Accept-Language': 'es' } });
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toContain('flows/content/es/broken.json');
  });

  it('404 for an unknown name, including inherited object keys', async () => {
    for (const name of ['splash', 'constructor']) {
      const response = await fetch(`${ORIGIN}/content/services-v1/${name}.json`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ status: 'ERROR' });
    }
  });

  it('500 naming the file when it has no content object', async () => {
    const response = await fetch(`${ORIGIN}/content/services-v1/broken.json`);
    expect(response.status).toBe(500);
    expect((await response.json()).message).toContain('flows/content/broken.json');
  });
});
