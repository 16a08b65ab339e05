import { useEffect, useState } from 'react';
import type { NavItem, StatusAnswer } from '../../shared/api.ts';
import { kindLabels, type ItemKind } from '../../shared/itemKinds.ts';
import type { StudioProblem } from '../../shared/problem.ts';
import { studioApi } from '../api.ts';
import { flatten } from './treeModel.ts';

export interface StudioHomeProps {
  items: readonly NavItem[];
  /** Saves so far: the status is asked again after each one. */
  version: number;
  onOpen: (item: NavItem) => void;
  /** Opens a kind's group in the navigator, focus on it (a starting point pressed). */
  onShowKind: (kind: ItemKind) => void;
}

/** Problems shown before "Show all": the first ones name the files to open, the rest are one press away. */
const shownProblems = 12;

/** The navigator item that opens a file: the file itself, else the first thing in it. */
function itemOfFile(items: readonly NavItem[], file: string): NavItem | undefined {
  const inFile = flatten(items).filter((item) => item.file === file);
  return inFile.find((item) => item.pointer === '') ?? inFile[0];
}

/** Where each kind of change is made: the analyst's first question ("where do I change X?"), answered in the navigator's words. */
const startingPoints: { what: string; kind: ItemKind }[] = [
  { what: 'A word or sentence on a page, in English and Spanish', kind: 'texts' },
  { what: 'Who sees what (a rule): each row a condition and a result, proved by its examples', kind: 'decisionTable' },
  { what: 'What a shopper reads when a service fails, and where they are sent', kind: 'errorTable' },
  { what: 'Turn a feature on or off', kind: 'switches' },
  { what: 'A delay, an address or a limit', kind: 'settings' },
  { what: 'Hosts, codes and other lists the rules read', kind: 'lists' },
  { what: 'A page: its parts, or a new page in a journey', kind: 'journey' },
];

/**
 * The studio's home (issue 19): whether the flows on disk pass flows:check, and each problem with the file to open
 * (a hand edit of a JSON file shows here, with where it went wrong), then where each kind of change is made.
 */
export function StudioHome({ items, version, onOpen, onShowKind }: StudioHomeProps) {
  const [status, setStatus] = useState<StatusAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [asked, setAsked] = useState(0);
  // The whole list on the home itself: "run npm run flows:check for the whole list" sent analysts to a terminal.
  const [showAll, setShowAll] = useState(false);

  useEffect(() => {
    let current = true;
    studioApi
      .status()
      .then((answer) => current && (setStatus(answer), setFailure(null)))
      .catch((error: Error) => current && setFailure(error.message));
    return () => {
      current = false;
    };
  }, [version, asked]);

  return (
    <div className="welcome">
      {/* The skip link's target while no file is open (SkipToEditor.tsx): focusable by script only. */}
      <h1 tabIndex={-1}>Flow studio</h1>
      <section aria-labelledby="home-check">
        <h2 id="home-check">The flows now</h2>
        <div role="status">
          {failure ? (
            <p className="error">The check could not run: {failure}</p>
          ) : !status ? (
            <p>Checking the flows…</p>
          ) : status.problems.length === 0 ? (
            <p>All {status.files} flow files pass flows:check.</p>
          ) : (
            <p>
              {status.problems.length} problem{status.problems.length === 1 ? '' : 's'} in {new Set(status.problems.map((p) => p.file)).size} of {status.files}{' '}
              flow files. flows:check, and so npm test and CI, fails until they are fixed.{status.skipped ? ` ${status.skipped}` : ''}
            </p>
          )}
        </div>
        {status && status.problems.length > 0 && (
          <ProblemsByFile problems={showAll ? status.problems : status.problems.slice(0, shownProblems)} items={items} onOpen={onOpen} />
        )}
        {status && status.problems.length > shownProblems && (
          // One button that stays where it is, its words and aria-expanded changing: focus is not lost when pressed.
          <p>
            <button type="button" className="link" aria-expanded={showAll} aria-controls="home-problems" onClick={() => setShowAll((all) => !all)}>
              {showAll
                ? `Show the first ${shownProblems} problems only`
                : `Show all ${status.problems.length} problems (${status.problems.length - shownProblems} more)`}
            </button>
          </p>
        )}
        <button type="button" onClick={() => setAsked((count) => count + 1)}>
          Check again
        </button>
      </section>
      <section aria-labelledby="home-start">
        <h2 id="home-start">Where to make a change</h2>
        <dl className="starting-points">
          {startingPoints.map(({ what, kind }) => (
            <div key={kind}>
              <dt>{what}</dt>
              <dd>
                {/* Its group in the navigator opened, focus on it: the next arrow key is among the files of that kind. */}
                <button type="button" className="link" onClick={() => onShowKind(kind)}>
                  {kindLabels[kind]}
                </button>
              </dd>
            </div>
          ))}
        </dl>
        <p>Each name opens its group in the navigator on the left; search there by id, text or fact name finds the rest.</p>
      </section>
    </div>
  );
}

function ProblemsByFile({ problems, items, onOpen }: { problems: StudioProblem[]; items: readonly NavItem[]; onOpen: (item: NavItem) => void }) {
  const files = [...new Set(problems.map((problem) => problem.file))];
  return (
    <ul id="home-problems" className="home-problems">
      {files.map((file) => {
        const item = itemOfFile(items, file);
        return (
          <li key={file}>
            {item ? (
              <button type="button" className="link" onClick={() => onOpen(item)}>
                Open {file}
              </button>
            ) : (
              <span className="problem-file">{file}</span>
            )}
            <ul>
              {problems
                .filter((problem) => problem.file === file)
                .map((problem) => (
                  <li key={`${problem.line}:${problem.column} ${problem.message}`}>
                    <span className="problem-file">
                      line {problem.line} {problem.pointer}
                    </span>{' '}
                    {problem.message}
                  </li>
                ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
