import type { Conflict } from './useFileSession.ts';

export interface ConflictViewProps {
  path: string;
  conflict: Conflict;
  onTakeDisk: () => void;
  onKeepMine: () => void;
}

/** Issue 19 item 7: the file changed on disk since it was opened; nothing was written. Both versions, and the choice. */
export function ConflictView({ path, conflict, onTakeDisk, onKeepMine }: ConflictViewProps) {
  return (
    <section className="conflict" role="alert" aria-label="The file changed on disk">
      <h2>{path} was changed on disk since you opened it</h2>
      <p>Nothing was written. Compare the two versions, then choose one.</p>
      <div className="conflict-versions">
        <figure>
          <figcaption>On disk now</figcaption>
          <pre tabIndex={0}>{conflict.disk.text}</pre>
        </figure>
        <figure>
          <figcaption>Yours</figcaption>
          <pre tabIndex={0}>{conflict.mine}</pre>
        </figure>
      </div>
      <button type="button" onClick={onTakeDisk}>
        Use the version on disk (drop mine)
      </button>{' '}
      <button type="button" onClick={onKeepMine}>
        Keep mine (Save replaces the disk version)
      </button>
    </section>
  );
}
