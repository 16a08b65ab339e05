import { useEffect, useState, type FormEvent } from 'react';
import type { ChangesAnswer, CommitAnswer } from '../../shared/api.ts';
import { studioApi } from '../api.ts';

export interface ChangesPanelProps {
  /** Bumped by the shell after each save, so the list is read again. */
  version: number;
}

/**
 * Issue 19 item 7, the changes panel: what changed against the last commit,
 * in the analyst's terms (flows:diff), and a commit of the studio's changes
 * with a message on a branch the analyst names. Never a push.
 */
export function ChangesPanel({ version }: ChangesPanelProps) {
  const [changes, setChanges] = useState<ChangesAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [branch, setBranch] = useState('');
  const [message, setMessage] = useState('');
  const [result, setResult] = useState<CommitAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [loadedVersion, setLoadedVersion] = useState(-1);

  useEffect(() => {
    let live = true;
    studioApi
      .changes()
      .then((answer) => {
        if (!live) return;
        setChanges(answer);
        setLoadedVersion(version);
      })
      .catch((failure: Error) => live && setError(failure.message));
    return () => {
      live = false;
    };
  }, [version, result]);

  const commit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setBusy(true);
    try {
      setResult(await studioApi.commit({ branch, message }));
    } catch (failure) {
      setResult({ status: 'refused', reason: (failure as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="changes" aria-labelledby="changes-title">
      <h2 id="changes-title">Changes since the last commit</h2>
      {error && <p role="alert">{error}</p>}
      {!changes || loadedVersion !== version ? (
        <p>Reading the changes…</p>
      ) : (
        <>
          <p>
            On branch <strong>{changes.branch}</strong>. {changes.files.length === 0 ? 'No changes.' : `${changes.files.length} file(s) changed:`}
          </p>
          {changes.files.length > 0 && (
            <ul className="changed-files">
              {changes.files.map((file) => (
                <li key={file}>{file}</li>
              ))}
            </ul>
          )}
          {changes.lines.length > 0 && (
            <>
              <h3>What it changes for shoppers</h3>
              <ul className="diff-lines">
                {changes.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      <form onSubmit={(event) => void commit(event)} className="commit-form">
        <label>
          Branch for this change
          <input value={branch} onChange={(event) => setBranch(event.target.value)} placeholder="e.g. savings-new-error" required />
        </label>
        <label>
          What you changed and why
          <textarea value={message} onChange={(event) => setMessage(event.target.value)} rows={3} required />
        </label>
        <button type="submit" className="primary" disabled={busy || !changes || changes.files.length === 0}>
          Commit to branch
        </button>
      </form>
      <div role="status" aria-live="polite">
        {result?.status === 'committed' && (
          <p>
            Committed {result.files.length} file(s) to branch {result.branch} ({result.commit.slice(0, 8)}). Nothing was pushed.
          </p>
        )}
      </div>
      {result?.status === 'refused' && <p role="alert">Not committed: {result.reason}</p>}
    </section>
  );
}
