import { useEffect, useId, useState } from 'react';
import type { StoragePort } from '../../model/ports.ts';

type OverridesModule = typeof import('../../mocks/overrides.ts');

/** Shows and edits localStorage["mock:overrides"] (contracts 4). Absent in production builds. */
export function OverridesEditor({ storage }: { storage: StoragePort }) {
  const [api, setApi] = useState<OverridesModule | null>(null);
  const [text, setText] = useState('');
  const [message, setMessage] = useState('');
  const fieldId = useId();
  useEffect(() => {
    if (!__STOREFLOW_MOCKS__) return;
    void import('../../mocks/overrides.ts').then((module) => {
      setApi(module);
      const reading = module.readOverrides(storage as Storage);
      setText(reading.text ?? '');
      if (reading.problem) setMessage(reading.problem);
    });
  }, [storage]);
  if (!api) return null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = api.parseOverridesText(text);
        if (!parsed.ok) {
          setMessage(parsed.problem);
          return;
        }
        api.writeOverrides(storage as Storage, parsed.overrides);
        setMessage('Saved. The next requests use these answers; reload the page to re-run its calls.');
      }}
    >
      <h3>Mock overrides</h3>
      <label htmlFor={fieldId}>JSON keyed "METHOD /path"</label>
      <textarea id={fieldId} value={text} onChange={(event) => setText(event.target.value)} spellCheck={false} />
      <p role="status">{message}</p>
      <button type="submit" className="sf-button sf-button--primary">
        Save overrides
      </button>
    </form>
  );
}
