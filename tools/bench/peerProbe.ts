/**
 * In-page probes for the peer comparison (Playwright init script and
 * evaluate): when the form is interactive, and when every field's error is
 * painted after an empty submit. Library-neutral: they look only at what a
 * shopper sees (the submit control's text, the flow's error messages).
 */
export interface PeerProbe {
  readyAt: number | undefined;
  lastClick: number | undefined;
  pending: Promise<number> | undefined;
}

type ProbeWindow = { __peer: PeerProbe };

/** Ready = the first frame after the submit control (button text or input value) is in the document. */
export function installPeerProbe(submitLabel: string): void {
  const probe: PeerProbe = { readyAt: undefined, lastClick: undefined, pending: undefined };
  (window as unknown as ProbeWindow).__peer = probe;
  window.addEventListener('click', (event) => (probe.lastClick = event.timeStamp), true);
  const found = () =>
    Array.from(document.querySelectorAll('button, input[type="submit"], input[type="button"]')).some(
      (el) => el.textContent?.trim() === submitLabel || (el as HTMLInputElement).value === submitLabel,
    );
  const observer = new MutationObserver(() => {
    if (!found()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (probe.readyAt = performance.now());
      channel.port2.postMessage(null);
    });
  });
  document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true, attributes: true }));
}

/**
 * Arms a watch that resolves when every message is in the page's text and the
 * frame showing them has been painted, or fails after `timeoutMs` naming the
 * messages still missing (a form that never shows them must stop the bench
 * with a reason, not leave it waiting).
 */
export function armErrorsWatch({ messages, timeoutMs }: { messages: string[]; timeoutMs: number }): void {
  const probe = (window as unknown as ProbeWindow).__peer;
  probe.lastClick = undefined;
  probe.pending = new Promise<number>((resolve, reject) => {
    const missing = () => {
      const text = document.body.innerText;
      return messages.filter((m) => !text.includes(m));
    };
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`[bench] after the empty submit these messages never showed: ${missing().join(' | ')}`));
    }, timeoutMs);
    const observer = new MutationObserver(() => {
      if (missing().length > 0) return;
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

export async function errorsDuration(): Promise<number> {
  const probe = (window as unknown as ProbeWindow).__peer;
  if (!probe.pending) throw new Error('[bench] no errors watch armed');
  const end = await probe.pending;
  if (probe.lastClick === undefined) throw new Error('[bench] the errors showed without a click');
  return end - probe.lastClick;
}

export function peerFigures(): { readyAt: number | undefined; scripts: string[] } {
  const probe = (window as unknown as ProbeWindow).__peer;
  const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((r) => r.startTime <= (probe.readyAt ?? Infinity) && new URL(r.name).pathname.endsWith('.js'))
    .map((r) => new URL(r.name).pathname);
  return { readyAt: probe.readyAt, scripts };
}
