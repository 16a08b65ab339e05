// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConditionEditor } from '../../../studio/client/tables/ConditionEditor.tsx';
import { formatCondition, parseCondition } from '../../../studio/shared/tables/conditionClauses.ts';
import { factCatalog } from '../../../studio/shared/tables/factCatalog.ts';
import { fixtureContext } from './tableFixtures.ts';

const { vocabulary } = fixtureContext();
const facts = factCatalog(vocabulary);

describe('condition clauses', () => {
  it('reads and writes back the conditions the builder can show, exactly', () => {
    const rules = [
      { and: [{ '==': [{ var: 'device.type' }, 'mobile'] }, { var: 'user.signedIn' }] },
      { or: [{ '!': { var: 'user.signedIn' } }, { '>=': [{ var: 'device.viewportWidth' }, 768] }] },
      { in: [{ var: 'cartLock.lockedChannelID' }, { var: 'lists.cartLockRedirectChannels' }] },
      { '!': { in: [{ var: 'device.type' }, ['mobile', 'tablet']] } },
      { '!': { isEmpty: { var: 'error.goToUrl' } } },
      { '<': [{ var: 'native.appVersion' }, { var: 'settings.nativeTabBarMinAppVersion' }] },
      false,
    ];
    for (const rule of rules) {
      const group = parseCondition(rule);
      expect(group, JSON.stringify(rule)).not.toBeNull();
      expect(formatCondition(group!)).toEqual(rule);
    }
    expect(parseCondition(rules[0])).toEqual({
      combinator: 'and',
      clauses: [
        { fact: 'device.type', operator: '==', value: 'mobile' },
        { fact: 'user.signedIn', operator: 'isTrue' },
      ],
    });
  });

  it('leaves to the JSON Logic tab what it cannot write back as it was', () => {
    expect(parseCondition({ containsAny: [{ lower: { var: 'device.userAgent' } }, ['ipad']] })).toBeNull();
    expect(parseCondition({ and: [{ or: [{ var: 'user.guest' }, { var: 'user.prepay' }] }, { var: 'user.signedIn' }] })).toBeNull();
    expect(parseCondition({ '===': [{ var: 'device.type' }, 'mobile'] })).toBeNull();
    expect(parseCondition({ '!!': { var: 'user.signedIn' } })).toBeNull();
    expect(parseCondition({ and: [{ var: 'user.signedIn' }] })).toBeNull();
  });

  it('offers every fact of the vocabulary, answers and lists included', () => {
    expect(facts).toContain('device.type');
    expect(facts).toContain('user.signedIn');
    expect(facts).toContain('cartLock.lockedChannelID');
    expect(facts).toContain('switches.FF_NEW_BANNER');
    expect(facts.some((fact) => fact.startsWith('texts.'))).toBe(false);
  });
});

/** Pasting, not typing key by key: the builder reacts the same, and the test stays fast on a loaded machine. */
async function paste(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string): Promise<void> {
  await user.click(element);
  await user.paste(text);
}

function Harness({ initial, onValue }: { initial: unknown; onValue: (value: unknown) => void }) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <ConditionEditor
      value={value}
      vocabulary={vocabulary}
      facts={facts}
      onChange={(next) => {
        onValue(next);
        setValue(next);
      }}
    />
  );
}

/** Component tests drive many events; on a machine shared by many builds they need more than vitest's 5 s. */
const slow = 30_000;

describe('ConditionEditor', () => {
  it(
    'builds a condition: a fact, an operator, a value typed by the fact',
    async () => {
      const user = userEvent.setup();
      let written: unknown = null;
      render(<Harness initial={false} onValue={(value) => (written = value)} />);
      expect(screen.getByText('No clause yet: the row never holds. Add a clause.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Add a clause' }));
      await paste(user, screen.getByRole('combobox', { name: 'Clause 1: fact' }), 'device.type');
      // An enum fact offers its choices.
      await user.selectOptions(screen.getByRole('combobox', { name: 'Clause 1: value' }), 'tablet');
      expect(written).toEqual({ '==': [{ var: 'device.type' }, 'tablet'] });
      await user.click(screen.getByRole('button', { name: 'Add a clause' }));
      await paste(user, screen.getByRole('combobox', { name: 'Clause 2: fact' }), 'user.signedIn');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Clause 2: operator' }), 'is true');
      expect(written).toEqual({ and: [{ '==': [{ var: 'device.type' }, 'tablet'] }, { var: 'user.signedIn' }] });
      await user.selectOptions(screen.getByRole('combobox', { name: /The row holds when/ }), 'any of these holds');
      expect(written).toEqual({ or: [{ '==': [{ var: 'device.type' }, 'tablet'] }, { var: 'user.signedIn' }] });
      await user.selectOptions(screen.getByRole('combobox', { name: 'Clause 1: operator' }), 'is one of');
      await user.click(screen.getByRole('checkbox', { name: 'mobile' }));
      await user.click(screen.getByRole('checkbox', { name: 'desktop' }));
      expect(written).toEqual({ or: [{ in: [{ var: 'device.type' }, ['mobile', 'desktop']] }, { var: 'user.signedIn' }] });
      await user.click(screen.getByRole('button', { name: 'Remove clause 2' }));
      expect(written).toEqual({ in: [{ var: 'device.type' }, ['mobile', 'desktop']] });
    },
    slow,
  );

  it(
    'types numbers and takes a list by name',
    async () => {
      const user = userEvent.setup();
      let written: unknown = null;
      render(<Harness initial={{ '<': [{ var: 'device.viewportWidth' }, 768] }} onValue={(value) => (written = value)} />);
      const width = screen.getByRole('textbox', { name: 'Clause 1: value' });
      await user.clear(width);
      await paste(user, width, '1024');
      expect(written).toEqual({ '<': [{ var: 'device.viewportWidth' }, 1024] });
      await user.clear(screen.getByRole('combobox', { name: 'Clause 1: fact' }));
      await paste(user, screen.getByRole('combobox', { name: 'Clause 1: fact' }), 'cartLock.lockedChannelID');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Clause 1: operator' }), 'is one of');
      await paste(user, screen.getByRole('textbox', { name: 'Clause 1: value' }), 'lists.cartLockRedirectChannels');
      expect(written).toEqual({ in: [{ var: 'cartLock.lockedChannelID' }, { var: 'lists.cartLockRedirectChannels' }] });
    },
    slow,
  );

  it(
    'has tabs as WAI-ARIA has them: the selected one says so, is the one tab stop and controls the panel shown; arrows, Home and End select',
    async () => {
      const user = userEvent.setup();
      render(
        <>
          <button type="button">before</button>
          <Harness initial={false} onValue={() => undefined} />
        </>,
      );
      const tablist = screen.getByRole('tablist', { name: 'Edit the condition with' });
      const builder = within(tablist).getByRole('tab', { name: 'Builder' });
      const json = within(tablist).getByRole('tab', { name: 'JSON Logic' });
      const shows = (tab: HTMLElement): void => {
        const other = tab === builder ? json : builder;
        expect(tab).toHaveAttribute('aria-selected', 'true');
        expect(other).toHaveAttribute('aria-selected', 'false');
        // Roving tabindex: only the selected tab is in the tab order.
        expect(tab).toHaveAttribute('tabindex', '0');
        expect(other).toHaveAttribute('tabindex', '-1');
        const panel = screen.getByRole('tabpanel', { name: tab.textContent ?? '' });
        expect(tab).toHaveAttribute('aria-controls', panel.id);
      };
      shows(builder);
      await user.click(screen.getByRole('button', { name: 'before' }));
      await user.tab();
      expect(builder).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(json).toHaveFocus();
      shows(json);
      expect(screen.getByRole('textbox', { name: 'Condition (JSON Logic)' })).toBeInTheDocument();
      // Right from the last tab wraps to the first; End and Home go to the ends.
      await user.keyboard('{ArrowRight}');
      expect(builder).toHaveFocus();
      shows(builder);
      await user.keyboard('{End}');
      shows(json);
      await user.keyboard('{Home}');
      shows(builder);
      await user.keyboard('{ArrowLeft}');
      shows(json);
      // One tab stop for the two tabs: Shift+Tab from the selected one leaves the tab list for what is before it.
      await user.keyboard('{Shift>}{Tab}{/Shift}');
      expect(screen.getByRole('button', { name: 'before' })).toHaveFocus();
    },
    slow,
  );

  it(
    'opens what the builder cannot show in the JSON Logic tab and keeps unknown operators untouched',
    async () => {
      const user = userEvent.setup();
      const rule = { containsAny: [{ lower: { var: 'device.userAgent' } }, ['ipad', 'tablet']] };
      let written: unknown = 'unchanged';
      render(<Harness initial={rule} onValue={(value) => (written = value)} />);
      expect(screen.getByRole('tab', { name: 'JSON Logic' })).toHaveAttribute('aria-selected', 'true');
      const json = screen.getByRole('textbox', { name: 'Condition (JSON Logic)' }) as HTMLTextAreaElement;
      expect(JSON.parse(json.value)).toEqual(rule);
      // Arrow keys move between the tabs.
      screen.getByRole('tab', { name: 'JSON Logic' }).focus();
      await user.keyboard('{ArrowLeft}');
      expect(screen.getByRole('tab', { name: 'Builder' })).toHaveFocus();
      expect(within(screen.getByRole('tabpanel')).getByText(/parts the builder cannot show/)).toBeInTheDocument();
      expect(written).toBe('unchanged');
    },
    slow,
  );
});
