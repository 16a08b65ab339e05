import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useApp } from '../../view/StoreContext.tsx';
import { tablesOfPage } from '../../engine/why/tablesOfPage.ts';
import { OverridesEditor } from './OverridesEditor.tsx';
import { WhyDecisions } from './WhyDecisions.tsx';

/**
 * What QA and analysts need to see why a page shows what it shows: the page,
 * the facts, which decision rows matched, the last 5 service answers, and the
 * mock overrides (dev and demo builds only).
 */
export const DebugPanel = observer(function DebugPanel({ onClose }: { onClose: () => void }) {
  const { store } = useApp();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const current = store.flow.current;
  const decisions = store.facts.decisions;
  return (
    <aside
      id="sf-debug-panel"
      className="sf-debug-panel"
      aria-labelledby="sf-debug-heading"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <h2 id="sf-debug-heading" ref={headingRef} tabIndex={-1}>
        Debug
      </h2>
      <h3>Page</h3>
      <p>{current ? `${current.journeyId}.${current.pageId} (route ${current.page.route})` : 'no page for this address'}</p>
      <h3 id="sf-debug-decisions">Decisions</h3>
      <ul aria-labelledby="sf-debug-decisions">
        {Object.values(decisions).map((decision) => (
          <li key={decision.tableId}>
            <strong>{decision.tableId}</strong>: row <code>{decision.rowId}</code>
            {decision.usedDefault ? ' (default)' : ''}; tried: {decision.trace.map((step) => `${step.rowId}${step.matched ? ' ✓' : ' ✗'}`).join(', ')}
          </li>
        ))}
      </ul>
      <h3 id="sf-debug-why">Why this page shows what it shows</h3>
      <WhyDecisions labelledBy="sf-debug-why" tables={current ? tablesOfPage(current.page, store.flowSet.decisions) : []} facts={store.facts.facts} />
      <h3>Last service answers</h3>
      <ol>
        {store.services.recent.map((entry) => (
          <li key={`${entry.adapter}-${entry.at}`}>
            <strong>{entry.adapter}</strong> {entry.ok ? 'ok' : 'failed'} ({entry.status}) {entry.summary}
            <pre>{JSON.stringify(entry.answer, null, 2)}</pre>
          </li>
        ))}
      </ol>
      <h3>Facts</h3>
      <pre>{JSON.stringify({ ...store.facts.facts, texts: '(see flows/texts)' }, null, 2)}</pre>
      <OverridesEditor storage={store.ports.localStorage} />
      <button type="button" className="sf-button sf-button--secondary" onClick={onClose}>
        Close debug panel
      </button>
    </aside>
  );
});
