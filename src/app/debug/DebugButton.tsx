import { useState } from 'react';
import { DebugPanel } from './DebugPanel.tsx';
import './debug.css';

/** Spec 2.9 debug button (who sees it: flows/decisions/debug-button.json, read by debugAllowed). Loaded lazily. */
export default function DebugButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="sf-button sf-button--secondary sf-debug-button"
        aria-expanded={open}
        aria-controls="sf-debug-panel"
        onClick={() => setOpen(!open)}
      >
        Debug
      </button>
      {open ? <DebugPanel onClose={() => setOpen(false)} /> : null}
    </>
  );
}
