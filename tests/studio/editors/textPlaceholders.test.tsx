// @vitest-environment jsdom
/**
 * A bad placeholder is marked at the field that has it (studio/client/editors/texts/placeholderWords.ts): an English
 * {param} no use of the text gives, or a brace that is no placeholder, at the English field; the Spanish field is
 * not blamed for the English's mistake (it was, as a Spanish mismatch, and only there), and is marked when it has
 * its own. The params the uses give come from the reference index (texts/paramsGiven.ts).
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { paramsGiven } from '../../../studio/client/editors/texts/paramsGiven.ts';
import { NodeTextFields } from '../../../studio/client/pages/NodeTextFields.tsx';
import { TextsEditor } from '../../../studio/client/editors/texts/TextsEditor.tsx';
import type { FieldProblem } from '../../../studio/client/editors/editorProps.ts';
import { malformedPlaceholderProblem } from '../../../tools/flowcheck/placeholderBraces.ts';
import type { FlowSet } from '../../../src/model/flowSet.ts';
import { editorContext } from './context.ts';

const key = 'sales.cart.hello';
const used = ['page sales.cart (cart.html)'];

function renderTexts(
  english: string,
  spanish: string,
  given: Record<string, readonly string[] | null>,
  uses: readonly string[] = used,
  problems: readonly FieldProblem[] = [],
) {
  const context = editorContext({ textUses: { [key]: uses }, textParams: given, spanishTexts: { [key]: spanish } });
  return render(
    <TextsEditor path="flows/texts/sales.json" data={{ $schema: 'x', texts: { [key]: english } }} onChange={() => {}} problems={problems} context={context} />,
  );
}
const englishField = (): HTMLElement => screen.getByRole('textbox', { name: `Text of ${key}` });
// The Spanish field's description ends with where its words are saved.
const savedIn = 'Saved in flows/texts/es/sales.json.';
const spanishField = (): HTMLElement => screen.getByRole('textbox', { name: `Spanish text of ${key}` });

/** Types "Hola {name}" in the Spanish field beside `english` (whose uses give {name}) and leaves it. */
async function typeSpanishBeside(english: string): Promise<void> {
  const user = userEvent.setup();
  renderTexts(english, 'Hola', { [key]: ['name'] });
  await user.clear(spanishField());
  // user-event reads "{{" as one "{".
  await user.type(spanishField(), 'Hola {{name}');
  await user.tab();
}

describe('placeholders marked at the field that has them', () => {
  it('an English {param} no use gives is said at the English field, and the Spanish that has the right one is not blamed', async () => {
    const { container } = renderTexts('Hello {nam}', 'Hola {name}', { [key]: ['name'] });
    expect(englishField()).toHaveAttribute('aria-invalid', 'true');
    expect(englishField()).toHaveAccessibleDescription(
      `the English text of "${key}" has {nam}, which no use of the text gives (its uses give {name}): the page shows it as typed. Fix: write {name} instead, or give nam in the params where the text is used.`,
    );
    expect(spanishField()).not.toHaveAttribute('aria-invalid');
    expect((await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });

  it("judges no {param} of a text whose uses give no params: its component's finisher fills it (0 of the real flows' 657 texts were flagged so)", () => {
    renderTexts('{amount}/mo per line', '{amount}/mes por línea', { [key]: [] });
    expect(englishField()).not.toHaveAttribute('aria-invalid');
    expect(spanishField()).not.toHaveAttribute('aria-invalid');
  });

  it('both fields when both have one', () => {
    renderTexts('Hello {nam}', 'Hola {nmae}', { [key]: ['name'] });
    expect(englishField()).toHaveAccessibleDescription(/^the English text of "sales\.cart\.hello" has \{nam\}/);
    expect(spanishField()).toHaveAttribute('aria-invalid', 'true');
    expect(spanishField()).toHaveAccessibleDescription(
      `the Spanish text of "${key}" has {nmae}, which no use of the text gives (its uses give {name}): the page shows it as typed. Fix: write {name} instead (the English's are wrong too: mend them at the English field). ${savedIn}`,
    );
  });

  it("tells the Spanish to use the English's placeholders, not to give its misspelling in the params", () => {
    renderTexts('Hello {name}', 'Hola {nmae}', { [key]: ['name'] });
    // Before: "Fix: write {name} instead, or give nmae in the params where the text is used."
    expect(spanishField()).toHaveAccessibleDescription(/ Fix: use exactly the English's placeholders \{name\}\. Saved in /);
  });

  it('refuses Spanish typed beside a wrong English with words that point at the English, not at the Spanish', async () => {
    await typeSpanishBeside('Hello {nam}');
    expect(spanishField()).toHaveAttribute('aria-invalid', 'true');
    // Before: "… but the English has the placeholders {nam} … Fix: use exactly {nam} in the translation."
    expect(spanishField()).toHaveAccessibleDescription(
      `the English text of "${key}" has {nam}, which no use of the text gives: the Spanish must use the English's placeholders, so it cannot be checked yet. Fix: mend the English first (its field says how), then leave this field again. ${savedIn}`,
    );
    expect(spanishField()).toHaveValue('Hola {name}');
  });

  it("refuses Spanish typed beside an English with stray braces by naming every one of the English's", async () => {
    await typeSpanishBeside('Hello {{name}, see total}');
    // Before: "… has "{", which is not a placeholder: …", the first brace only.
    expect(spanishField()).toHaveAccessibleDescription(
      `the English text of "${key}" has braces that are no placeholder in "{{name}," at character 7 and in "total}" at character 20: the Spanish must use the English's placeholders, so it cannot be checked yet. Fix: mend the English first (its field says how), then leave this field again. ${savedIn}`,
    );
  });

  it('a brace that is no placeholder in the English, even where the uses are not known, is said at the English only', () => {
    // A text the code shows: its params are not known, so only the braces are judged.
    renderTexts('Hello {name', 'Hola {name}', { [key]: ['name'] }, ['code src/x.ts']);
    expect(englishField()).toHaveAccessibleDescription(
      `the English text of "${key}" has a brace that is no placeholder in "{name" at character 7: the page shows it as typed. Fix: write "{name}" instead of "{name", or remove the brace if no value goes in there.`,
    );
    expect(spanishField()).not.toHaveAttribute('aria-invalid');
  });

  it("braces that flows:check reports too (the file checked) are said once at the English field, in flows:check's words, every one", () => {
    const checked = malformedPlaceholderProblem(key, 'en', 'Chat now {{name} or later}');
    // Before: only the first, and as "{".
    expect(checked).toBe(
      `the English text of "${key}" has braces that are no placeholder in "{{name}" at character 10 and in "later}" at character 21: the page shows them as typed. Fix: write "{name}" instead of "{{name}"; write "{later}" instead of "later}", or remove the brace if no value goes in there.`,
    );
    renderTexts('Chat now {{name} or later}', 'Chatea {name}', { [key]: ['name'] }, used, [{ pointer: `/texts/${key}`, message: checked as string }]);
    // Before: the field's own words and the check's, the same sentence twice.
    expect(englishField()).toHaveAccessibleDescription(checked as string);
  });

  it('the Spanish alone, when only the Spanish is wrong (as flows:check says it)', () => {
    renderTexts('Hello {name}', 'Hola {nombre', { [key]: ['name'] });
    expect(englishField()).not.toHaveAttribute('aria-invalid');
    expect(spanishField()).toHaveAccessibleDescription(
      /^the Spanish text of "sales\.cart\.hello" has a brace that is no placeholder in "\{nombre" at character 6: /,
    );
    renderTexts('Hello {name}', 'Hola', { [key]: ['name'] });
    expect(screen.getAllByRole('textbox', { name: `Spanish text of ${key}` })[1]).toHaveAccessibleDescription(
      /^the "es" text of "sales\.cart\.hello" has no placeholders but the English has the placeholders \{name\}/,
    );
  });
});

describe("the pages view's text fields", () => {
  it('say braces that are no placeholder at the English field, not at the Spanish', () => {
    const spanish = { texts: { [key]: 'Hola {name}' }, fileOf: () => 'flows/texts/es/sales.json' };
    render(<NodeTextFields prop="text" textKey={key} texts={{ [key]: 'Hello {name' }} spanish={spanish} onTextChange={() => {}} onSpanishChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: `text: ${key}` })).toHaveAccessibleDescription(
      /^the English text of "sales\.cart\.hello" has a brace that is no placeholder in "\{name" at character 7: /,
    );
    expect(spanishField()).not.toHaveAttribute('aria-invalid');
  });
});

describe('paramsGiven', () => {
  it("takes each text reference's params from the reference index; a text read in a rule has none known", () => {
    const flows = {
      journeys: {
        sales: {
          pages: {
            cart: { view: { component: 'Heading', props: { text: { text: key, params: { name: { fact: 'user.name' } } } } } },
            shop: { view: { component: 'Heading', props: { text: { text: key, params: { count: 1 } } } } },
          },
        },
      },
      decisions: { t: { rows: [{ when: { '==': [{ var: 'texts.sales.other' }, 'x'] }, result: {} }] } },
      errorTables: {},
      redirectTables: {},
    } as unknown as FlowSet;
    expect(paramsGiven(flows)).toEqual({ [key]: ['name', 'count'], 'sales.other': null });
  });

  it("knows no params of a text also shown without params (its component's finisher fills them), before or after a use with params", () => {
    const shown = (props: Record<string, unknown>) => ({ view: { component: 'PriceLine', props: { text: { text: key, ...props } } } });
    for (const pages of [
      { a: shown({}), b: shown({ params: { plan: 'x' } }) },
      { b: shown({ params: { plan: 'x' } }), a: shown({}) },
    ]) {
      const flows = { journeys: { sales: { pages } }, decisions: {}, errorTables: {}, redirectTables: {} } as unknown as FlowSet;
      // Before: ['plan'], and the English field flagged the {amount} the finisher fills.
      expect(paramsGiven(flows)).toEqual({ [key]: null });
    }
  });
});
