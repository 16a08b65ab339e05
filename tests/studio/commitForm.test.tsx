// @vitest-environment jsdom
/**
 * Issue 19 item 7, the Changes panel's commit form (studio/client/shell/ChangesPanel.tsx, CommitForm.tsx; the API
 * answered by MSW): "Commit to branch" with a field empty says what is missing at that field, marks it invalid,
 * describes it by the words and focuses the first one; nothing is sent until both are written.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChangesPanel } from '../../studio/client/shell/ChangesPanel.tsx';
import type { ChangesAnswer, CommitRequest } from '../../studio/shared/api.ts';

const api = `${window.location.origin}/__studio/api`;
const changes: ChangesAnswer = {
  branch: 'main',
  files: ['flows/texts/plumbing.json'],
  newFiles: [],
  lines: ['text plumbing.cancelledCase changed: "a" -> "b"'],
};
const commits: CommitRequest[] = [];
const server = setupServer(
  http.get(`${api}/changes`, () => HttpResponse.json(changes)),
  http.post(`${api}/commit`, async ({ request }) => {
    const body = (await request.json()) as CommitRequest;
    commits.push(body);
    return HttpResponse.json({ status: 'committed', branch: body.branch, commit: '0123456789abcdef', files: changes.files });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => void commits.splice(0));
afterAll(() => server.close());

async function panel() {
  const user = userEvent.setup();
  render(<ChangesPanel version={0} />);
  await screen.findByText('flows/texts/plumbing.json');
  return {
    user,
    branch: screen.getByRole('textbox', { name: 'Branch for this change' }),
    message: screen.getByRole('textbox', { name: 'What you changed and why' }),
    commit: screen.getByRole('button', { name: 'Commit to branch' }),
  };
}

describe('commit form', () => {
  it('with both fields empty, says so at each, marks both invalid and focuses the branch', async () => {
    const { user, branch, message, commit } = await panel();
    await user.click(commit);
    expect(branch).toHaveAttribute('aria-invalid', 'true');
    expect(branch).toHaveAccessibleDescription('Write a name for the branch, e.g. savings-new-error.');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription('Write what you changed and why.');
    expect(branch).toHaveFocus();
    expect(commits).toEqual([]);
  });

  it('with only the message empty (spaces count as empty), focuses the message; once written, commits', async () => {
    const { user, branch, message, commit } = await panel();
    await user.type(branch, 'kinder-text');
    await user.type(message, '   ');
    await user.click(commit);
    expect(branch).not.toHaveAttribute('aria-invalid');
    expect(branch).not.toHaveAccessibleDescription();
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveFocus();
    await user.type(message, 'Kinder cancelled-order text');
    // Written: the field no longer says it is missing.
    expect(message).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Write what you changed and why.')).toBeNull();
    await user.click(commit);
    expect(await screen.findByText(/Committed 1 file\(s\) to branch kinder-text/)).toBeInTheDocument();
    expect(commits).toEqual([{ branch: 'kinder-text', message: '   Kinder cancelled-order text' }]);
  });
});
