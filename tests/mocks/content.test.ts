// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ORIGIN, useMockServer } from './mockServerHarness.ts';

useMockServer({
  contentFiles: {
    creditcardmlp: { $schema: '../../schemas/content.schema.json', id: 'creditcardmlp', content: { title: 'Sign-in Verification' } },
    broken: { id: 'broken' },
  },
});

describe('content service (flows/content/NAME.json)', () => {
  it('answers { status: SUCCESS, response: content }', async () => {
    const response = await fetch(`${ORIGIN}/content/services-v1/creditcardmlp.json?v=2`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'SUCCESS', response: { title: 'Sign-in Verification' } });
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
