import { useEffect, useState } from 'react';
import type { ChangesAnswer, CommitAnswer, CommitRequest } from '../../shared/api.ts';
import { studioApi } from '../api.ts';
import { CommitForm } from './CommitForm.tsx';

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

  const commit = async (request: CommitRequest): Promise<void> => {
    setBusy(true);
    try {
      setResult(await studioApi.commit(request));
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
      <CommitForm disabled={busy || !changes || changes.files.length === 0} onCommit={(request) => void commit(request)} />
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
