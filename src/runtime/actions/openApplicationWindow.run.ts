import type { ActionContext } from '../../model/actionDefinition.ts';
import type { WindowHandle } from '../../model/ports.ts';
import { clearOpener } from '../clearOpener.ts';
import { buildPostbackUrl } from './postbackUrl.ts';

/** Spec 9: the application popup is 800x800 and is checked every 500 ms. */
export const popupFeatures = 'popup=yes,width=800,height=800';
export const popupPollMs = 500;
/** The popup's window name: a second application reuses the same window instead of stacking popups. */
export const popupName = 'cardApplication';

function eventName(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Which watch of a window is the live one. A second application reuses the
 * named window; only the newest watch may report its closing. A WeakMap keyed
 * by the window holds nothing once the window is gone.
 */
const liveWatch = new WeakMap<WindowHandle, number>();

/**
 * Polls the window every 500 ms and reports once when the shopper has closed
 * it. It stops without reporting when the shopper has left the page that
 * opened it, or when a newer application watches the same window.
 */
function watchUntilClosed(handle: WindowHandle, context: ActionContext, onClosed: string | null): void {
  const watch = (liveWatch.get(handle) ?? 0) + 1;
  liveWatch.set(handle, watch);
  const page = context.ports.location.current().pathname;
  const tick = (): void => {
    if (liveWatch.get(handle) !== watch || context.ports.location.current().pathname !== page) return;
    if (handle.closed) {
      if (onClosed) context.dispatch(onClosed);
      return;
    }
    context.ports.clock.setTimeout(tick, popupPollMs);
  };
  context.ports.clock.setTimeout(tick, popupPollMs);
}

/** The action's code (its definition, `openApplicationWindow.ts`, loads it on first use: issue 20 item 4). */
export function run(args: Record<string, unknown>, context: ActionContext): void {
  const { ports, facts } = context;
  const listId = typeof args.allowHosts === 'string' ? args.allowHosts : '';
  const hosts = (facts.lists[listId] ?? []).map(String);
  const target = buildPostbackUrl(args.url, hosts, { oid: args.oid, cjevent: args.cjevent, gclid: args.gclid });
  if (!target) {
    ports.logger.error('[storeflow] openApplicationWindow refused a postback URL that is not https on the allow-list', { url: args.url, allowHosts: listId });
    const onRefused = eventName(args.onRefused);
    if (onRefused) context.dispatch(onRefused);
    return;
  }
  const href = target.href;
  if (facts.device.nativeApp) {
    // A webview has no popups: the app opens the partner page itself (spec 4.8); without a bridge, the webview goes there.
    if (ports.nativeBridge.available()) ports.nativeBridge.openUrl(href);
    else ports.location.assign(href);
    const onNativeOpened = eventName(args.onNativeOpened);
    if (onNativeOpened) context.dispatch(onNativeOpened, { url: href });
    return;
  }
  const handle = ports.windows.open(href, popupName, popupFeatures) ?? ports.windows.open(href, '_blank', '');
  if (!handle) {
    const onBlocked = eventName(args.onBlocked);
    if (onBlocked) context.dispatch(onBlocked, { url: href });
    return;
  }
  clearOpener(handle);
  watchUntilClosed(handle, context, eventName(args.onClosed));
}
