import { useEffect, useState } from 'react';
import { studioApi } from '../api.ts';

/**
 * Whether the generated cases (e2e/generated/) have caught up with the saves
 * (issue 19 item 7): the dev server writes them after answering a save, in a
 * process of its own (studio/server/cases/), so the preview never waits for
 * them. Its own component: its updates re-render nothing else (a field being
 * typed in keeps its words).
 */
export function GeneratedStatus({ saves }: { saves: number }) {
  // The answer for the latest save; until it comes, the cases are being updated.
  const [answered, setAnswered] = useState({ saves: 0, said: '' });
  useEffect(() => {
    if (saves === 0) return;
    let live = true;
    studioApi.generated().then(
      (answer) => live && setAnswered({ saves, said: `Generated tests up to date (${answer.files.length} file(s) updated).` }),
      (failure: Error) => live && setAnswered({ saves, said: `The generated tests could not be updated: ${failure.message}` }),
    );
    return () => {
      live = false;
    };
  }, [saves]);
  const said = saves === 0 ? '' : answered.saves === saves ? answered.said : 'Updating the generated tests…';
  return (
    <span role="status" aria-label="Generated tests" className="studio-cases">
      {said}
    </span>
  );
}
