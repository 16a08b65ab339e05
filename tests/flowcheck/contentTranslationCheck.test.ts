import { renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editJson, editText, flowsCopy, problemsOf, removeFlowsCopies } from './flowsCopy.ts';

/**
 * Issue 23 item 7: authored content says the same in English and Spanish (tools/flowcheck/contentTranslationCheck.ts).
 * Each test breaks a copy of the real flows the way a translator might and asserts the located message.
 */
afterEach(removeFlowsCopies);
vi.setConfig({ testTimeout: 30_000 });

type Content = { content: { heading: string; intro: string; sections: { id: string; heading: string }[] } };

describe('flows:check content translations', () => {
  it('the real content is in both languages, field for field', async () => {
    expect(await problemsOf([flowsCopy()])).toEqual([]);
  });

  it('an English content without its Spanish file is reported at the English id, naming the file to add', async () => {
    const dir = flowsCopy();
    rmSync(join(dir, 'content/es/splash.json'));
    expect(await problemsOf([dir])).toEqual([
      expect.stringMatching(
        /^content\/splash\.json:\d+:\d+ {2}\/id {2}content "splash" has no "es" translation\. Fix: add \S*content\/es\/splash\.json with "id": "splash", "locale": "es" and the same fields\.$/,
      ),
    ]);
  });

  it('a field the Spanish lacks, one only the Spanish has, and a changed section id are each reported in the Spanish file', async () => {
    const dir = flowsCopy();
    editJson<Content>(dir, 'content/es/splash.json', (data) => {
      delete (data.content as Partial<Content['content']>).intro;
      (data.content as Record<string, unknown>).subtitle = 'Un subtítulo';
      data.content.sections[1]!.id = 'limiteDeCredito';
    });
    const problems = await problemsOf([dir]);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^content\/es\/splash\.json:\d+:\d+ {2}\/content {2}the "es" content lacks \/content\/intro, which the English has\. Fix: add it, translated\.$/,
        ),
        expect.stringMatching(
          /^content\/es\/splash\.json:\d+:\d+ {2}\/content\/subtitle {2}the English content has no \/content\/subtitle: no page reads it\./,
        ),
        expect.stringMatching(
          /^content\/es\/splash\.json:\d+:\d+ {2}\/content\/sections\/1\/id {2}id "limiteDeCredito" differs from the English "creditLimit": the page finds a section by its id\. Fix: use "creditLimit"\.$/,
        ),
      ]),
    );
    expect(problems).toHaveLength(3);
  });

  it('a text left in English is reported where it is written', async () => {
    const dir = flowsCopy();
    editText(dir, 'content/es/splash.json', (text) =>
      text.replace('"heading": "Programa de tarjeta para empleados de Carrier"', '"heading": "Carrier employee card program"'),
    );
    const english = (await import('../../flows/content/splash.json', { with: { type: 'json' } })).default as Content;
    expect(english.content.heading).toBe('Carrier employee card program');
    expect(await problemsOf([dir])).toEqual([
      expect.stringMatching(/^content\/es\/splash\.json:6:\d+ {2}\/content\/heading {2}this "es" text is the English text\. Fix: translate it\.$/),
    ]);
  });

  it('a Spanish content with no English is reported at its id', async () => {
    const dir = flowsCopy();
    editText(dir, 'content/es/interstitial.json', (text) => text.replace('"id": "interstitial"', '"id": "interstital"'));
    const problems = await problemsOf([dir]);
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/es\/interstitial\.json:\d+:\d+ {2}\/id {2}"es" content "interstital" has no English content\. Fix: correct the id/),
    );
    expect(problems).toContainEqual(expect.stringMatching(/^content\/interstitial\.json:\d+:\d+ {2}\/id {2}content "interstitial" has no "es" translation/));
  });

  it('a translation not at the path the content service reads (another file name) is reported in it, naming the path', async () => {
    const dir = flowsCopy();
    renameSync(join(dir, 'content/es/splash.json'), join(dir, 'content/es/Splash.json'));
    expect(await problemsOf([dir])).toEqual([
      expect.stringMatching(
        /^content\/es\/Splash\.json:\d+:\d+ {2}\/locale {2}the "es" content "splash" is at \S*content\/es\/Splash\.json, where the content service does not look\. Fix: move it to \S*content\/es\/splash\.json\.$/,
      ),
    ]);
  });
});
