// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FactsForm } from '../../../studio/client/tables/FactsForm.tsx';
import { UnsavedTyping } from '../../../studio/client/unsavedTyping.ts';
import type { JsonSchemaObject } from '../../../tools/flowcheck/registryManifest.ts';
import { typingListener } from './typingShell.tsx';

/** Component tests drive many events; on a machine shared by many builds they need more than vitest's 5 s. */
const slow = 30_000;

const vocabulary = { type: 'object', properties: { error: { type: 'object', properties: { status: { type: 'number' } } } } } as JsonSchemaObject;

/** An example's facts (or Try it's) setting error.status, edited in the facts form inside a listener of typed words. */
function StatusFacts({ onFacts, report }: { onFacts: (facts: Record<string, unknown>) => void; report: (field: string, unsaved: boolean) => void }) {
  const [facts, setFacts] = useState<Record<string, unknown>>({ error: { status: 500 } });
  return (
    <UnsavedTyping value={report}>
      <FactsForm
        legend="Facts"
        facts={facts}
        paths={['error.status']}
        vocabulary={vocabulary}
        blank={{ error: { status: 0 } }}
        onChange={(next) => {
          onFacts(next);
          setFacts(next);
        }}
      />
    </UnsavedTyping>
  );
}

/** The facts form rendered; the field of error.status, the facts each change wrote and the fields holding typed words. */
function renderStatusFacts() {
  const user = userEvent.setup();
  const { holding, report } = typingListener();
  const written: Record<string, unknown>[] = [];
  render(<StatusFacts onFacts={(facts) => written.push(facts)} report={report} />);
  return { user, holding, written, field: screen.getByRole('textbox', { name: /error\.status/ }) };
}

describe("the facts form's number fact (an example's facts, Try it)", () => {
  it(
    'keeps words that are no number, says so at the field and leaves the facts until a number is typed',
    async () => {
      const { user, holding, written, field } = renderStatusFacts();
      expect(field).toHaveValue('500');
      await user.clear(field);
      // An empty field leaves the fact to the signed-out visitor, as before.
      expect(written.at(-1)).toEqual({});
      expect(holding.size).toBe(0);
      await user.paste('abc');
      expect(field).toHaveValue('abc');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('error status is a number; “abc” is not one. Leave it empty to keep the unset value.');
      // Before: a number field gave "" for it, the fact quietly unset; now nothing more is written.
      expect(written).toHaveLength(1);
      expect(holding.size).toBe(1);
      await user.clear(field);
      await user.paste('503');
      expect(field).toHaveValue('503');
      expect(field).not.toHaveAttribute('aria-invalid');
      expect(field).toHaveAccessibleDescription('unset: 0');
      expect(written.at(-1)).toEqual({ error: { status: 503 } });
      expect(holding.size).toBe(0);
    },
    slow,
  );

  it(
    'refuses "1e3" and "0x1F" as the example\'s number, which JavaScript reads as numbers and no analyst writes as one',
    async () => {
      const { user, holding, written, field } = renderStatusFacts();
      for (const words of ['1e3', '0x1F']) {
        await user.tripleClick(field);
        await user.paste(words);
        expect(field).toHaveValue(words);
        expect(field).toHaveAttribute('aria-invalid', 'true');
        expect(field).toHaveAccessibleDescription(`error status is a number; “${words}” is not one. Leave it empty to keep the unset value.`);
      }
      // Before: error.status became 1000, then 31.
      expect(written).toEqual([]);
      expect(holding.size).toBe(1);
    },
    slow,
  );
});
