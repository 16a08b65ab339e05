import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ChangesAnswer, CommitAnswer, CommitRequest, DiscardAnswer } from '../../shared/api.ts';
import { studioApi } from '../api.ts';
import { CommitForm } from './CommitForm.tsx';
import { DiscardFile } from './DiscardFile.tsx';

export interface ChangesPanelProps {
  /** Bumped by the shell after each save, so the list is read again. */
  version: number;
  /** Told once a file is back to the last commit (or deleted): the shell reads the flows again and the open file. */
  onDiscarded?: (answer: Extract<DiscardAnswer, { path: string }>) => void;
  /** Whether the open editor holds unsaved changes to this file (the discard question says they go too). */
  unsavedIn?: (path: string) => boolean;
}

/** What a discard did, in the panel's words; focused once said, so the keyboard is not left on a button gone. */
type Discarded = { said: string; failed: boolean };

/** Files the studio can discard: its own flows. The generated cases follow the flows (regenerated after a discard). */
const discardable = (file: string): boolean => file.startsWith('flows/');

/**
 * Issue 19 item 7, the changes panel: what changed against the last commit,
 * in the analyst's terms (flows:diff), and a commit of the studio's changes
 * with a message on a branch the analyst names. Never a push. Each changed
 * flow file can be discarded: back to the last commit, or deleted when new
 * since (studio/README.md "Changes"); what happened then takes the focus.
 */
export function ChangesPanel({ version, onDiscarded, unsavedIn = () => false }: ChangesPanelProps) {
  const [changes, setChanges] = useState<ChangesAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<CommitAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [discarding, setDiscarding] = useState<string | null>(null);
  const [discarded, setDiscarded] = useState<Discarded | null>(null);
  const discardedSaid = useRef<HTMLParagraphElement>(null);
  // The list read for this version of the flows: bumped by the shell after a save, here after a discard.
  const [discards, setDiscards] = useState(0);
  const wanted = `${version}/${discards}`;
  const [loaded, setLoaded] = useState('');

  useEffect(() => {
    let live = true;
    studioApi
      .changes()
      .then((answer) => {
        if (!live) return;
        setChanges(answer);
        setLoaded(wanted);
      })
      .catch((failure: Error) => live && setError(failure.message));
    return () => {
      live = false;
    };
  }, [wanted, result]);

  useLayoutEffect(() => {
    if (discarded) discardedSaid.current?.focus();
  }, [discarded]);

  const discard = async (path: string): Promise<void> => {
    setDiscarding(path);
    let said: Discarded;
    try {
      const answer = await studioApi.discard(path);
      if (answer.status === 'refused') said = { said: `Not discarded: ${answer.reason}`, failed: true };
      else {
        said = {
          said: answer.status === 'deleted' ? `${path} is deleted: it was new since the last commit.` : `${path} is back to what the last commit holds.`,
          failed: false,
        };
        onDiscarded?.(answer);
      }
    } catch (failure) {
      said = { said: `Not discarded: ${(failure as Error).message}`, failed: true };
    }
    setDiscarding(null);
    setDiscarded(said);
    setDiscards((count) => count + 1);
  };

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
      {discarded && (
        <p ref={discardedSaid} tabIndex={-1} className={discarded.failed ? 'discard-said failed' : 'discard-said'}>
          {discarded.said}
        </p>
      )}
      {!changes || loaded !== wanted ? (
        <p>Reading the changes…</p>
      ) : (
        <>
          <p>
            On branch <strong>{changes.branch}</strong>. {changes.files.length === 0 ? 'No changes.' : `${changes.files.length} file(s) changed:`}
          </p>
          {changes.files.length > 0 && (
            <ul className="changed-files">
              {changes.files.map((file) => (
                <li key={file}>
                  <span className="changed-file">{file}</span>
                  {discardable(file) && (
                    <DiscardFile
                      // A new one after each discard: a question left open by a refusal closes.
                      key={discards}
                      path={file}
                      newSinceHead={changes.newFiles.includes(file)}
                      unsavedInEditor={() => unsavedIn(file)}
                      busy={discarding !== null}
                      onDiscard={(path) => void discard(path)}
                    />
                  )}
                </li>
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
