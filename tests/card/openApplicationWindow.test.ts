import { describe, expect, it } from 'vitest';
import type { ActionContext } from '../../src/model/actionDefinition.ts';
import type { WindowHandle } from '../../src/model/ports.ts';
import { blankFacts } from '../../src/engine/blankFacts.ts';
import { emptyFlowSet } from '../../src/model/flowSet.ts';
import { openApplicationWindow } from '../../src/runtime/actions/openApplicationWindow.ts';
import { popupFeatures, popupName } from '../../src/runtime/actions/openApplicationWindow.run.ts';
import { buildPostbackUrl } from '../../src/runtime/actions/postbackUrl.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';

const hosts = ['cardbank.example'];
const events = { onClosed: 'CLOSED', onBlocked: 'BLOCKED', onRefused: 'REFUSED', onNativeOpened: 'NATIVE' };

function setup(options: { nativeApp?: boolean; bridge?: boolean; handles?: (WindowHandle | null)[] } = {}) {
  const ports = memoryPorts();
  const handles = [...(options.handles ?? [{ closed: false, close() {} }])];
  const opened: { url: string; target: string; features: string }[] = [];
  ports.windows = {
    open: (url, target, features) => {
      opened.push({ url, target, features });
      return handles.length > 0 ? (handles.shift() ?? null) : null;
    },
  };
  const bridged: string[] = [];
  ports.nativeBridge = { available: () => options.bridge ?? false, openUrl: (url) => void bridged.push(url), postMessage: () => undefined };
  const facts = blankFacts(emptyFlowSet());
  facts.lists = { cardBankHosts: hosts };
  facts.device.nativeApp = options.nativeApp ?? false;
  const dispatched: { event: string; payload?: Record<string, unknown> }[] = [];
  const context: ActionContext = { ports, facts, dispatch: (event, payload) => void dispatched.push({ event, payload }), setUi: () => undefined };
  return { ports, opened, bridged, dispatched, context };
}

describe('buildPostbackUrl', () => {
  it('accepts the issuer host and its subdomains over https, appending the ids with the URL API', () => {
    expect(buildPostbackUrl('https://cardbank.example/a', hosts)?.href).toBe('https://cardbank.example/a');
    const url = buildPostbackUrl('https://apply.cardbank.example/start?app=1', hosts, { oid: 'O&x=1', cjevent: 'C 1', gclid: 'G' });
    expect(url?.searchParams.get('oid')).toBe('O&x=1');
    expect(url?.searchParams.get('cjevent')).toBe('C 1');
    expect(url?.searchParams.get('GCLID')).toBe('G');
    expect(url?.searchParams.get('app')).toBe('1');
  });

  it('leaves out ids that are absent or empty', () => {
    expect(buildPostbackUrl('https://apply.cardbank.example/s', hosts, { oid: '', cjevent: undefined })?.search).toBe('');
  });

  it.each([
    'https://evil.example/?cardbank.example',
    'https://cardbank.example.evil.example/',
    'https://evilcardbank.example/',
    'http://apply.cardbank.example/',
    'https://user:pw@apply.cardbank.example/',
    'javascript:alert(1)//cardbank.example',
    '//cardbank.example/x',
    '/relative/path',
    '',
  ])('refuses %s', (raw) => {
    expect(buildPostbackUrl(raw, hosts)).toBeNull();
  });
});

describe('openApplicationWindow', () => {
  it('opens an 800x800 popup, clears its opener and reports when it closes (polled every 500 ms)', async () => {
    const handle: WindowHandle = { closed: false, close() {}, opener: {} };
    const { ports, opened, dispatched, context } = setup({ handles: [handle] });
    await openApplicationWindow.run({ url: 'https://apply.cardbank.example/s', allowHosts: 'cardBankHosts', oid: 'O1', ...events }, context);
    expect(opened).toEqual([{ url: 'https://apply.cardbank.example/s?oid=O1', target: popupName, features: popupFeatures }]);
    expect(popupFeatures).toContain('width=800');
    expect(popupFeatures).toContain('height=800');
    expect(handle.opener).toBeNull();
    ports.clock.advance(1500);
    expect(dispatched).toEqual([]);
    handle.closed = true;
    ports.clock.advance(499);
    expect(dispatched).toEqual([]);
    ports.clock.advance(1);
    expect(dispatched).toEqual([{ event: 'CLOSED', payload: undefined }]);
    ports.clock.advance(5000);
    expect(dispatched).toHaveLength(1);
  });

  it('stops watching when the shopper leaves the page, and keeps one watch per window', async () => {
    const handle: WindowHandle = { closed: false, close() {} };
    const { ports, dispatched, context } = setup({ handles: [handle, handle] });
    const args = { url: 'https://apply.cardbank.example/s', allowHosts: 'cardBankHosts', ...events };
    await openApplicationWindow.run(args, context);
    await openApplicationWindow.run(args, context);
    handle.closed = true;
    ports.clock.advance(500);
    expect(dispatched).toEqual([{ event: 'CLOSED', payload: undefined }]);

    const other: WindowHandle = { closed: false, close() {} };
    const second = setup({ handles: [other] });
    await openApplicationWindow.run(args, second.context);
    second.ports.goTo('/sales/digital/shop.html');
    other.closed = true;
    second.ports.clock.advance(2000);
    expect(second.dispatched).toEqual([]);
    expect(second.ports.clock.pending()).toBe(0);
  });

  it('falls back to a new tab when the popup is blocked', async () => {
    const tab: WindowHandle = { closed: false, close() {} };
    const { opened, dispatched, context } = setup({ handles: [null, tab] });
    await openApplicationWindow.run({ url: 'https://apply.cardbank.example/s', allowHosts: 'cardBankHosts', ...events }, context);
    expect(opened.map((call) => call.target)).toEqual([popupName, '_blank']);
    expect(dispatched).toEqual([]);
  });

  it('reports onBlocked with the checked URL when popup and tab are both blocked', async () => {
    const { dispatched, context } = setup({ handles: [] });
    await openApplicationWindow.run({ url: 'https://apply.cardbank.example/s', allowHosts: 'cardBankHosts', cjevent: 'C', ...events }, context);
    expect(dispatched).toEqual([{ event: 'BLOCKED', payload: { url: 'https://apply.cardbank.example/s?cjevent=C' } }]);
  });

  it('refuses a URL that is not on the list, opening nothing', async () => {
    const { opened, dispatched, context, ports } = setup();
    await openApplicationWindow.run({ url: 'https://cardbank.example.evil.example/', allowHosts: 'cardBankHosts', ...events }, context);
    expect(opened).toEqual([]);
    expect(dispatched).toEqual([{ event: 'REFUSED', payload: undefined }]);
    expect(ports.errors).toHaveLength(1);
  });

  it('refuses everything when the list id is unknown', async () => {
    const { opened, dispatched, context } = setup();
    await openApplicationWindow.run({ url: 'https://apply.cardbank.example/s', allowHosts: 'noSuchList', ...events }, context);
    expect(opened).toEqual([]);
    expect(dispatched[0]?.event).toBe('REFUSED');
  });

  it('in the native app opens the URL through the bridge and reports onNativeOpened', async () => {
    const { opened, bridged, dispatched, context } = setup({ nativeApp: true, bridge: true });
    await openApplicationWindow.run({ url: 'https://apply.cardbank.example/s', allowHosts: 'cardBankHosts', ...events }, context);
    expect(opened).toEqual([]);
    expect(bridged).toEqual(['https://apply.cardbank.example/s']);
    expect(dispatched).toEqual([{ event: 'NATIVE', payload: { url: 'https://apply.cardbank.example/s' } }]);
  });

  it('in a native webview without a bridge, navigates the webview itself', async () => {
    const { ports, opened, context } = setup({ nativeApp: true, bridge: false });
    await openApplicationWindow.run({ url: 'https://apply.cardbank.example/s', allowHosts: 'cardBankHosts', ...events }, context);
    expect(opened).toEqual([]);
    expect(ports.assigned).toEqual(['https://apply.cardbank.example/s']);
  });
});
