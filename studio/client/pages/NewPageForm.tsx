import { useId, useState } from 'react';
import type { PagesAnswer } from '../../shared/pages.ts';
import { FieldMessage } from '../editors/fields/FieldMessage.tsx';
import { spanishWrites } from '../editors/texts/textKeys.ts';
import { useUnsavedTyping } from '../unsavedTyping.ts';
import { newPageKeys, planNewPage, textsFileFor, type NewPageField, type NewPageInput, type NewPagePlan } from './newPage.ts';

interface NewPageFormProps {
  known: PagesAnswer;
  textKeys: Readonly<Record<string, string>>;
  /** The Spanish file that writes each Spanish key (the context's translationFiles.es): the new texts' Spanish goes there when one does. */
  spanishFiles?: Readonly<Record<string, string>>;
  /** Writes the plan through the studio's save path; null when written, else why not. */
  onCreate(plan: NewPagePlan): Promise<string | null>;
  onCreated?(pageRef: string): void;
}

const labels: Record<Exclude<NewPageField, 'textsFile'>, string> = {
  journey: 'Journey',
  id: 'Page id',
  route: 'Address (without .html)',
  layout: 'Layout',
  heading: 'Heading',
  backTo: 'Back link leads to',
  backLabel: 'Back link words',
  spanishHeading: 'Heading in Spanish',
  spanishBackLabel: 'Back link words in Spanish',
};

/** The Spanish files the page's two texts go in (spanishWrites: the twin, or the Spanish file that already holds a key). */
function spanishFilesOf(input: NewPageInput, spanishFiles: Readonly<Record<string, string>>): string {
  const keys = newPageKeys(input);
  return spanishWrites({ [keys.heading]: '', [keys.back]: '' }, input.textsFile, spanishFiles)
    .map((write) => write.path)
    .join(' and ');
}

/**
 * Adds a page from a layout with a heading and a back link: the analyst
 * names it and writes its words; the studio writes the texts and the page
 * file through its save path, checked like every save. Each field says what
 * is wrong with it, in words, before anything is written.
 */
export function NewPageForm({ known, textKeys, spanishFiles = {}, onCreate, onCreated }: NewPageFormProps) {
  const id = useId();
  const journey0 = known.journeys[0] ?? '';
  const [input, setInput] = useState<NewPageInput>({
    journey: journey0,
    id: '',
    route: '',
    layout: '',
    heading: '',
    backTo: '',
    backLabel: '',
    spanishHeading: '',
    spanishBackLabel: '',
    textsFile: textsFileFor(journey0, textKeys),
  });
  const [problems, setProblems] = useState<Partial<Record<NewPageField, string>>>({});
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  // A page half described and not added is unsaved work the shell asks about (studio/README.md "Editor slot", issue
  // 19 item 7); the journey chosen alone is not, nor the form as it was when its page was added.
  const [added, setAdded] = useState<NewPageInput | null>(null);
  const { journey: _journey, textsFile: _textsFile, ...typed } = input;
  useUnsavedTyping(input !== added && Object.values(typed).some((value) => value !== ''));
  const set = (field: NewPageField, value: string): void => {
    const next = { ...input, [field]: value };
    if (field === 'journey') next.textsFile = textsFileFor(value, textKeys);
    // The address follows the id until the analyst writes one of their own.
    if (field === 'id' && (input.route === '' || input.route === input.id.toLowerCase())) next.route = value.toLowerCase();
    setInput(next);
  };
  const field = (
    name: Exclude<NewPageField, 'textsFile'>,
    control: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => React.ReactNode,
  ) => (
    <div className="studio-field">
      <label htmlFor={`${id}-${name}`}>{labels[name]}</label>
      {control({ id: `${id}-${name}`, ...(problems[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-message` } : {}) })}
      <FieldMessage id={`${id}-${name}-message`} messages={problems[name] ? [problems[name]] : []} />
    </div>
  );
  const text = (name: 'id' | 'route' | 'heading' | 'backLabel' | 'spanishHeading' | 'spanishBackLabel') =>
    field(name, (props) => <input {...props} type="text" value={input[name]} onChange={(event) => set(name, event.target.value)} />);
  const choose = (name: 'journey' | 'layout' | 'backTo', options: { value: string; label: string }[]) =>
    field(name, (props) => (
      <select {...props} value={input[name]} onChange={(event) => set(name, event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    ));

  return (
    <form
      className="studio-card studio-new-page"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        const planned = planNewPage(input, known, textKeys, spanishFiles);
        if (!planned.ok) {
          setProblems(planned.problems);
          setStatus('The page was not added: see the fields marked.');
          return;
        }
        setProblems({});
        setBusy(true);
        setStatus('Adding the page…');
        void onCreate(planned.plan).then((problem) => {
          setBusy(false);
          setStatus(problem === null ? `Added ${planned.plan.page.path}.` : `The page was not added: ${problem}`);
          if (problem === null) {
            setAdded(input);
            onCreated?.(`${input.journey}.${input.id}`);
          }
        });
      }}
    >
      <h3 id={`${id}-title`}>Add a page</h3>
      {choose(
        'journey',
        known.journeys.map((journey) => ({ value: journey, label: journey })),
      )}
      {text('id')}
      {text('route')}
      {choose('layout', [{ value: '', label: "The journey's layout" }, ...known.layouts.map((layout) => ({ value: layout, label: layout }))])}
      {text('heading')}
      {choose('backTo', [
        { value: '', label: 'Choose a page' },
        ...known.pages.map((page) => ({ value: `${page.journey}.${page.page}`, label: `${page.journey} · ${page.page} (${page.route}.html)` })),
      ])}
      {text('backLabel')}
      {text('spanishHeading')}
      {text('spanishBackLabel')}
      <p className="studio-field__hint">
        The texts go in {input.textsFile} and {spanishFilesOf(input, spanishFiles)}; shoppers may open the page at /sales/digital/{input.route || '…'}.html.
      </p>
      <button type="submit" className="studio-button" disabled={busy}>
        Add page
      </button>
      <p role="status">{status}</p>
    </form>
  );
}
