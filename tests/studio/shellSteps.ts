/**
 * The steps the shell's tests (StudioApp, the API answered by MSW) share: a
 * typed editor put in the slot for settings, the analyst's answer to the
 * shell's questions, the ways through the navigator to flows/settings/channels.json,
 * and leaving the page (issue 19 item 7, studio/README.md "Editor slot").
 */
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, onTestFinished, vi } from 'vitest';
import { typedEditors } from '../../studio/client/editors.ts';
import type { ContextAnswer, FileAnswer } from '../../studio/shared/api.ts';

/** flows/settings/channels.json as the mock API answers it: one setting, chatOverlayDelayMs, 5000 on disk. */
export const channelsFile: FileAnswer = {
  path: 'flows/settings/channels.json',
  kind: 'settings',
  text: '{}\n',
  data: { $schema: '../../schemas/settings.schema.json', settings: { chatOverlayDelayMs: { description: 'Delay.', value: 5000 } } },
  hash: 'hash-on-disk',
  problems: [],
};

/** An editors' context with nothing in it: the shell's tests edit through their own typed editor. */
export const emptyContext = {
  flows: {},
  translationFiles: {},
  factsSchema: {},
  answerSchemas: {},
  manifest: {},
  kindSchemas: {},
  defs: {},
} satisfies ContextAnswer;

/** Puts `component` in the slot for settings until the test ends: first in the list, so the shell picks it over the real Settings editor. */
export function registerSettingsEditor(component: unknown): void {
  typedEditors.unshift({ label: 'Settings', kinds: ['settings'], component: component as never });
  onTestFinished(() => {
    typedEditors.shift();
  });
}

/** The analyst's answer to every window.confirm question until the test ends (the spy, to read the questions and change the answer). */
export function answerQuestions(answer: boolean) {
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(answer);
  onTestFinished(() => confirm.mockRestore());
  return confirm;
}

/** Opens the settings file flows/settings/channels.json from the navigator. */
export async function openChannels(user: UserEvent): Promise<void> {
  await user.click(await screen.findByRole('treeitem', { name: /Settings/ }));
  await user.click(await screen.findByRole('treeitem', { name: 'channels' }));
}

/** Opens the chatOverlayDelayMs setting, another item of the file already open. */
export async function openDelayItem(user: UserEvent): Promise<void> {
  screen.getByRole('treeitem', { name: 'channels' }).focus();
  await user.keyboard('{ArrowRight}');
  await user.click(screen.getByRole('treeitem', { name: 'chatOverlayDelayMs' }));
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('chatOverlayDelayMs'));
}

/** Opens another navigator item and proves nothing was asked on the way: no unsaved work was left to guard. */
export async function opensWithoutAsking(user: UserEvent, confirm: { mockClear(): void }, name: string): Promise<void> {
  confirm.mockClear();
  await user.click(screen.getByRole('treeitem', { name }));
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(name));
  expect(confirm).not.toHaveBeenCalled();
}

/** A beforeunload event as a browser sends it, dispatched: returnValue unset until a handler sets it. */
export function leaving(): Event & { returnValue?: unknown } {
  const event = new Event('beforeunload', { cancelable: true });
  Object.defineProperty(event, 'returnValue', { value: undefined, writable: true });
  window.dispatchEvent(event);
  return event;
}
