import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeholdersOf } from '../../tools/flowcheck/translationCheck.ts';
import { editText, flowsCopy, problemsOf, removeFlowsCopies } from './flowsCopy.ts';

/**
 * Issue 23 item 7: English and Spanish say the same texts. Each test breaks a
 * copy of the real flows the way a translator or analyst might and asserts the
 * located message (`path:line:col  /json/pointer  message`).
 */
afterEach(removeFlowsCopies);
vi.setConfig({ testTimeout: 30_000 });

describe('flows:check translations', () => {
  it('the real flows have every text in both languages with the same placeholders', async () => {
    expect(await problemsOf([flowsCopy()])).toEqual([]);
  });

  it('a key English has and Spanish lacks is reported at the English text, naming the Spanish file to add it to', async () => {
    const dir = flowsCopy();
    editText(dir, 'texts/es/savings.json', (text) => text.replace(/\n\s*"savings\.faqLink": "[^"]*",/, ''));
    expect(await problemsOf([dir])).toEqual([
      expect.stringMatching(
        /^texts\/savings\.json:\d+:5 {2}\/texts\/savings\.faqLink {2}text "savings\.faqLink" has no "es" translation\. Fix: add "savings\.faqLink" to \S*texts\/es\/savings\.json \(a file with "locale": "es"\)\.$/,
      ),
    ]);
  });

  it('a Spanish key with no English text is reported where it is written, with the closest English key', async () => {
    const dir = flowsCopy();
    editText(dir, 'texts/es/savings.json', (text) => text.replace('"savings.faqLink":', '"savings.faqLnk":'));
    const problems = await problemsOf([dir]);
    expect(problems).toHaveLength(2);
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^texts\/es\/savings\.json:\d+:5 {2}\/texts\/savings\.faqLnk {2}"es" text "savings\.faqLnk" has no English text\. Did you mean "savings\.faqLink"\? Fix: correct the key/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^texts\/savings\.json:\d+:5 {2}\/texts\/savings\.faqLink {2}text "savings\.faqLink" has no "es" translation/),
    );
  });

  it('a Spanish text whose placeholders differ from the English is reported at the Spanish text', async () => {
    const dir = flowsCopy();
    editText(dir, 'texts/es/sales.json', (text) => text.replace('"{monthly}/mes por {months} meses"', '"{mensual}/mes por {months} meses"'));
    expect(await problemsOf([dir])).toEqual([
      expect.stringMatching(
        /^texts\/es\/sales\.json:\d+:5 {2}\/texts\/sales\.device\.monthly {2}the "es" text of "sales\.device\.monthly" has the placeholders \{mensual\}, \{months\} but the English has the placeholders \{monthly\}, \{months\}: the page fills the English ones\. Fix: use exactly \{monthly\}, \{months\} in the translation\.$/,
      ),
    ]);
  });

  it('a placeholder dropped from the Spanish is reported too (the shopper would lose the number)', async () => {
    const dir = flowsCopy();
    editText(dir, 'texts/es/sales.json', (text) => text.replace('"Carrito ({count})"', '"Carrito"'));
    expect(await problemsOf([dir])).toEqual([
      expect.stringMatching(
        /^texts\/es\/sales\.json:\d+:5 {2}\/texts\/sales\.nav\.cart {2}the "es" text of "sales\.nav\.cart" has no placeholders but the English has the placeholders \{count\}/,
      ),
    ]);
  });

  it('an empty or blank Spanish text is reported at the Spanish text (the page would show nothing), as the studio refuses it', async () => {
    const dir = flowsCopy();
    editText(dir, 'texts/es/savings.json', (text) => text.replace('"Preguntas frecuentes de Banca Digital"', '" "'));
    expect(await problemsOf([dir])).toEqual([
      expect.stringMatching(
        /^texts\/es\/savings\.json:\d+:5 {2}\/texts\/savings\.faqLink {2}the "es" text of "savings\.faqLink" is empty: every text has both languages, and the page would show nothing in Spanish\. Fix: write its words in Spanish\.$/,
      ),
    ]);
  });

  it('braces that are no placeholder are reported at the text that has them, English or Spanish, as the studio marks them', async () => {
    const dir = flowsCopy();
    // Before: flows:check passed both, and the studio saved what its field marked red (session 39 walk-through).
    editText(dir, 'texts/sales.json', (text) => text.replace('"Cart ({count})"', '"Cart ({{count}) now}"'));
    editText(dir, 'texts/es/savings.json', (text) => text.replace('"Preguntas frecuentes de Banca Digital"', '"Preguntas {frecuentes"'));
    const problems = await problemsOf([dir]);
    expect(problems).toHaveLength(2);
    // Every stray brace of the text, by the words around it and where they begin: it said only the first, as "{".
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^texts\/sales\.json:\d+:5 {2}\/texts\/sales\.nav\.cart {2}the English text of "sales\.nav\.cart" has braces that are no placeholder in "\(\{\{count\}\)" at character 6 and in "now\}" at character 17: the page shows them as typed\. Fix: write "\(\{count\}\)" instead of "\(\{\{count\}\)"; write "\{now\}" instead of "now\}", or remove the brace if no value goes in there\.$/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^texts\/es\/savings\.json:\d+:5 {2}\/texts\/savings\.faqLink {2}the Spanish text of "savings\.faqLink" has a brace that is no placeholder in "\{frecuentes" at character 11: the page shows it as typed\. Fix: write "\{frecuentes\}" instead of "\{frecuentes", or remove the brace if no value goes in there\.$/,
      ),
    );
  });
});

describe('placeholdersOf', () => {
  it('lists each {name} once, sorted; a literal $ before a placeholder is text', () => {
    expect(placeholdersOf('Recibirás ${value} de crédito: ${monthly} cada mes, {value}')).toEqual(['monthly', 'value']);
    expect(placeholdersOf('Sin marcadores')).toEqual([]);
  });
});
