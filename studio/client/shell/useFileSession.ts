import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FileAnswer, SaveAnswer } from '../../shared/api.ts';
import type { StudioProblem } from '../../shared/problem.ts';
import { studioApi } from '../api.ts';
import type { CompanionTexts } from '../editorSlot.ts';
import { addTexts, currentFile } from '../fileSaving.ts';
import { withCompanions, withoutTexts, withPriorTexts, type PriorTexts } from './priorTexts.ts';

/** How long the analyst's typing must pause before the draft is checked. */
export const checkDelayMs = 250;

export interface Conflict {
  /** The file as it is on disk now, changed since the studio opened it. */
  disk: { text: string; hash: string };
  /** The analyst's version, in the house format. */
  mine: string;
}

export interface FileSession {
  file: FileAnswer;
  /** The hash of the version on disk the draft is measured against: the file opened, then each save. */
  baseHash: string;
  draft: unknown;
  dirty: boolean;
  /** Problems of the current draft, every file (an edit here can break a page there). */
  problems: StudioProblem[];
  /**
   * The problems are the current draft's (it was checked, or it is the base version with its problems known), not a
   * draft's before it whose check has not answered yet: only such known problems keep Save off.
   */
  problemsKnown: boolean;
  /**
   * The draft the problems were found in: the current one once its check answered, an earlier one until then. A
   * field whose value differs between the two is not what the problems speak of (currentProblems.ts).
   */
  checkedDraft: unknown;
  checking: boolean;
  saving: boolean;
  /** Said to the analyst in a live region: "Saved", "Not saved: 2 problems"... */
  status: string;
  /** The status is a save's "Saved …": what the draft held is in the file, and nothing else (EditorPane says so). */
  statusIsSave: boolean;
  conflict: Conflict | null;
  canUndo: boolean;
  canRedo: boolean;
  /** Texts other files get with this draft (saved with it), e.g. a new text's Spanish words. */
  companions: readonly CompanionTexts[];
  /**
   * What the editor shows over the saved texts of other files: the companions, and the ones the last save wrote
   * until the shell's context (`flowsVersion`) is read again and holds them.
   */
  shownCompanions: readonly CompanionTexts[];
  /** `dropped`: text keys whose pending companion texts leave with this draft (EditorProps.onChange). */
  change: (next: unknown, companions?: readonly CompanionTexts[], dropped?: readonly string[]) => void;
  undo: () => void;
  redo: () => void;
  save: () => Promise<SaveAnswer | null>;
  /** Says something in the status line (why Save did nothing, saveRefusal.ts). */
  say: (text: string) => void;
  /** After a conflict: read the disk version and drop the draft. */
  takeDisk: () => void;
  /** After a conflict: keep the draft and let the next save replace the disk version. */
  keepMine: () => void;
}

/** A check's answer in the toolbar's words: the open file's problems, and those the draft makes in other files. */
function checkedSaid(problems: readonly StudioProblem[], path: string): string {
  const own = problems.filter((problem) => problem.file === path).length;
  // Problems the draft makes in other files (a switch turned on sends a page's examples to another handler) are
  // in the list below too: "Checked: no problems." above "2 problems" told the analyst the opposite.
  const elsewhere = problems.length - own;
  const others = elsewhere === 0 ? '' : ` ${elsewhere} in ${elsewhere === 1 ? 'another file' : 'other files'}, listed below.`;
  return own === 0 && elsewhere === 0 ? 'Checked: no problems.' : `Checked: ${own === 0 ? 'no problems' : `${own} problem(s)`} in this file.${others}`;
}

/** The status line's words, and the history entry they speak of (null: none in particular). */
interface Status {
  text: string;
  of: Entry | null;
}
const saying = (text: string, of: Entry | null = null): Status => ({ text, of });

/** One step of the history: the draft, and the texts other files get with it (undone with it). */
interface Entry {
  draft: unknown;
  companions: readonly CompanionTexts[];
}

interface History {
  past: Entry[];
  present: Entry;
  future: Entry[];
}

/**
 * Each companion's whole draft: its file as on disk now with the texts added (and the hash a save names), and the
 * words its keys have on disk now (`prior`, null: no such key), which the history keeps after a save (priorTexts.ts).
 */
const companionFiles = (companions: readonly CompanionTexts[]) =>
  Promise.all(
    companions.map(async (companion) => {
      const file = await currentFile(companion.path);
      const onDisk = (file.data?.texts ?? {}) as Record<string, string>;
      const prior: PriorTexts = { path: companion.path, texts: Object.fromEntries(Object.keys(companion.texts).map((key) => [key, onDisk[key] ?? null])) };
      return { path: companion.path, draft: addTexts(companion.texts)(file.data), baseHash: file.baseHash, prior };
    }),
  );

/**
 * One open file in the shell (issue 19 item 7): the draft with its undo and
 * redo history, the debounced check of every draft, and the save with its
 * three answers (saved, invalid: nothing written, conflict: both versions).
 * `flowsVersion` changes when other files were saved (the shell's context
 * reloaded): an unsaved draft is checked again against them, so a problem a
 * save elsewhere mended (a text key the draft names, saved from the table
 * editor) goes without another edit.
 */
export function useFileSession(file: FileAnswer, onSaved: (answer: SaveAnswer) => void, flowsVersion?: unknown): FileSession {
  const [base, setBase] = useState({ data: file.data, hash: file.hash, text: file.text });
  const [history, setHistory] = useState<History>({ past: [], present: { draft: file.data, companions: [] }, future: [] });
  // The saved version's problems, and the last checked draft's: an undo back to the saved version shows the former.
  // null: not known for this version yet ("Keep mine" made the colleague's version on disk the base), so even a
  // draft equal to it is checked, and its answer becomes the base's problems.
  const [baseProblems, setBaseProblems] = useState<StudioProblem[] | null>(file.problems);
  const [problems, setProblems] = useState<StudioProblem[]>(file.problems);
  const [checking, setChecking] = useState(false);
  const [saving, setSaving] = useState(false);
  // `of`: the draft a check's (or a refused save's) words speak of; null: they speak of no one draft ("Saved …").
  const [{ text: status, of: statusOf }, setStatus] = useState<Status>({ text: '', of: null });
  // The words the last save landed with: while they are the status, it speaks of a save (statusIsSave).
  const [savedSaid, setSavedSaid] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const checkRun = useRef(0);
  // The history entry the problems were found in (see problemsKnown): the opened file's first entry holds file.problems.
  const [checkedEntry, setCheckedEntry] = useState<Entry | null>(null);
  // The companions the last save wrote, and the context they were written under (see shownCompanions).
  const [written, setWritten] = useState<{ version: unknown; companions: readonly CompanionTexts[] } | null>(null);
  const present = history.present;
  const { draft, companions } = present;
  // The saved words stay shown until the context is read again with them (the editor would show the old ones till
  // then); if that read fails the context never changes, and the words the disk holds stay shown.
  const shownCompanions = useMemo(
    () => (written && written.version === flowsVersion ? withCompanions(written.companions, companions) : companions),
    [written, flowsVersion, companions],
  );
  const dirty = JSON.stringify(draft) !== JSON.stringify(base.data) || companions.length > 0;

  // The base version itself is shown and its problems are not known yet (after "Keep mine" and an undo back to
  // the disk version, or "Use the version on disk"): it is checked. A draft with unsaved work is checked anyway, so
  // "Keep mine" (the base changes under an unsaved draft) runs no check and its status line stays.
  const checkBase = !dirty && baseProblems === null;
  useEffect(() => {
    if (!dirty && !checkBase) return;
    const run = ++checkRun.current;
    const timer = setTimeout(() => {
      // A save answered between this timer's start and now (before React took the timer down with the old state): its
      // run is stale, and a check started now would show "Checking…" over "Saved …" for good, its finally no longer
      // allowed to turn it off (a CI run under load: tests/studio/saveWithTypedWords.test.tsx saw "Checking…").
      if (run !== checkRun.current) return;
      setChecking(true);
      companionFiles(companions)
        .then((others) =>
          studioApi.check({ path: file.path, draft, ...(others.length > 0 ? { companions: others.map(({ path, draft }) => ({ path, draft })) } : {}) }),
        )
        .then((answer) => {
          if (run !== checkRun.current) return;
          setProblems(answer.problems);
          setCheckedEntry(present);
          // The draft is the base version itself: what it has is the base's problems from now on.
          if (!dirty) setBaseProblems(answer.problems);
          const said = checkedSaid(answer.problems, file.path);
          // flows:check's note that its later checks were skipped is said here, once, not at a field (CheckAnswer.skipped).
          setStatus(saying(answer.skipped ? `${said} ${answer.skipped}` : said, present));
        })
        .catch((error: Error) => setStatus(saying(`Could not check: ${error.message}`, present)))
        .finally(() => run === checkRun.current && setChecking(false));
    }, checkDelayMs);
    return () => clearTimeout(timer);
  }, [present, draft, companions, dirty, checkBase, file.path, flowsVersion]);

  const change = useCallback((next: unknown, added: readonly CompanionTexts[] = [], dropped: readonly string[] = []) => {
    setHistory((current) => ({
      past: [...current.past, current.present],
      present: { draft: next, companions: withCompanions(withoutTexts(current.present.companions, dropped), added) },
      future: [],
    }));
  }, []);
  const undo = useCallback(() => {
    setHistory((current) =>
      current.past.length === 0
        ? current
        : { past: current.past.slice(0, -1), present: current.past[current.past.length - 1] as Entry, future: [current.present, ...current.future] },
    );
  }, []);
  const redo = useCallback(() => {
    setHistory((current) =>
      current.future.length === 0
        ? current
        : { past: [...current.past, current.present], present: current.future[0] as Entry, future: current.future.slice(1) },
    );
  }, []);

  const save = useCallback(async (): Promise<SaveAnswer | null> => {
    setSaving(true);
    setStatus(saying('Saving…'));
    try {
      const others = await companionFiles(companions);
      const written = others.map(({ path, draft, baseHash }) => ({ path, draft, baseHash }));
      const answer = await studioApi.save({ path: file.path, draft, baseHash: base.hash, ...(written.length > 0 ? { companions: written } : {}) });
      // A check started before this answer (its debounce may even have fired during the save) checked a draft the save
      // has now answered for: its answer must not replace what the save says ("Saved …" gave way to "Checked: no
      // problems." on a loaded machine, so the analyst was never told the save landed).
      checkRun.current += 1;
      setChecking(false);
      if (answer.status === 'saved') {
        setBase({ data: JSON.parse(answer.text), hash: answer.hash, text: answer.text });
        // The companions are written: the draft owes the other files nothing more. Each earlier step is given back the
        // words those files had before the save, so an undo writes them back instead of being a step that changes nothing.
        if (others.length > 0) setWritten({ version: flowsVersion, companions });
        if (others.length > 0)
          setHistory((current) => ({
            ...current,
            past: current.past.map((entry) => ({
              ...entry,
              companions: withPriorTexts(
                entry.companions,
                others.map((other) => other.prior),
              ),
            })),
            present: { ...current.present, companions: [] },
          }));
        setBaseProblems(answer.problems);
        setConflict(null);
        // Only the save: the header's GeneratedStatus says how the generated tests stand, one state at a time. "The
        // generated tests are being updated" here stayed beside its "Generated tests up to date" (analyst review).
        const said = `Saved ${[file.path, ...others.map((other) => other.path)].join(' and ')}.`;
        setStatus(saying(said));
        setSavedSaid(said);
        onSaved(answer);
      } else if (answer.status === 'invalid') {
        setProblems(answer.problems);
        setCheckedEntry(present);
        setStatus(saying(`Not saved: ${answer.problems.length} problem(s). Nothing was written.`, present));
      } else {
        setConflict({ disk: answer.disk, mine: answer.mine });
        setStatus(saying('Not saved: the file was changed on disk since you opened it. Both versions are shown.'));
      }
      return answer;
    } catch (error) {
      setStatus(saying(`Not saved: ${(error as Error).message}`));
      return null;
    } finally {
      setSaving(false);
    }
  }, [base.hash, present, draft, companions, file.path, onSaved, flowsVersion]);

  const say = useCallback((text: string) => setStatus(saying(text)), []);

  const takeDisk = useCallback(() => {
    if (!conflict) return;
    const data = JSON.parse(conflict.disk.text) as unknown;
    setBase({ data, hash: conflict.disk.hash, text: conflict.disk.text });
    setHistory({ past: [], present: { draft: data, companions: [] }, future: [] });
    // The disk version's problems are not the opened version's: it is checked (the effect above) before they are shown.
    setBaseProblems(null);
    // Nor are the dropped draft's problems the disk version's: none is shown until the check answers.
    setProblems([]);
    setConflict(null);
    setStatus(saying('Showing the version on disk; your changes were dropped.'));
  }, [conflict]);
  const keepMine = useCallback(() => {
    if (!conflict) return;
    // The disk version becomes the base, whole: the draft is measured against what is on disk now, so an undo back
    // to the opened version reads as unsaved and the shell never takes this editor for the disk version
    // (issue 19 item 7; studio/README.md "Editor slot").
    setBase({ data: JSON.parse(conflict.disk.text) as unknown, hash: conflict.disk.hash, text: conflict.disk.text });
    // The problems known were the opened version's: the disk version's are not known until it is checked, so a draft
    // taken back to it (an undo) is checked rather than shown with the opened version's problems.
    setBaseProblems(null);
    setConflict(null);
    setStatus(saying('Keeping your version: Save replaces the version on disk.'));
  }, [conflict]);

  return {
    file,
    baseHash: base.hash,
    draft,
    dirty,
    companions,
    shownCompanions,
    problems: dirty || baseProblems === null ? problems : baseProblems,
    problemsKnown: dirty ? checkedEntry === present : baseProblems !== null || checkedEntry === present,
    // `problems` came from the check of checkedEntry, or are the opened file's; the base's are the saved version's.
    checkedDraft: dirty || baseProblems === null ? (checkedEntry?.draft ?? file.data) : base.data,
    checking,
    saving,
    // Undone (or redone) back to the saved version after a check of another draft: that check's "1 problem(s)" spoke
    // of a draft no longer shown, above no list and Save off (the QA walkthrough, deviceType: Add row, then Undo).
    // The saved version's problems are known (its last check, or its save): they are said instead.
    status:
      !dirty && baseProblems !== null && statusOf !== null && statusOf !== present
        ? `Back to the saved version. ${checkedSaid(baseProblems, file.path)}`
        : status,
    statusIsSave: savedSaid !== null && status === savedSaid,
    conflict,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    change,
    undo,
    redo,
    save,
    say,
    takeDisk,
    keepMine,
  };
}
