import { createRoot } from 'react-dom/client';
import flows, { journeyLoaders, journeyTextLoaders, languageLoaders } from 'virtual:storeflow/flows';
import { createRootStore } from './createRootStore.ts';
import { installScriptErrorListener } from './scriptErrorListener.ts';
import { browserPorts } from './ports/browserPorts.ts';
import { inPageCaptcha } from './ports/inPageCaptcha.ts';
import { captchaOnFirstUse } from './ports/captchaOnFirstUse.ts';
import { AppRoot } from './AppRoot.tsx';
import { createComponentRegistry, preloadInTurn, type ComponentRegistry } from '../registry/ComponentRegistry.ts';
import type { Ports } from '../model/ports.ts';
import type { RootStore } from '../runtime/RootStore.ts';
import type { CrashModule } from '../runtime/plumbing/crashRecovery/CrashModule.ts';
import { holdEarlyClicks } from './firstPaint/earlyClicks.ts';
import { hydrateFrame } from './firstPaint/hydrateFrame.tsx';
import { startDataElementId } from './firstPaint/startData.ts';
import { actionDefinitions, componentDefinitions } from './registries.ts';
import { preloadInApp } from '../runtime/actions/shell/sendNativeTabBar.ts';
import { codeNumber } from '../model/codeKeys.ts';
import { studioFrameNamePrefix } from '../view/studioMarkers.ts';
import { addressLanguage, applyLanguage, describeDocument, journeyLoaderIn } from './language.ts';
import './styles.css';

/** `/` and the bare base paths go to the shop (contracts 2); `/es` to the Spanish shop. */
function redirectRoot(win: Window): boolean {
  const { pathname } = win.location;
  if (pathname === '/' || pathname === '/index.html') {
    win.location.replace('/sales/digital/shop.html');
    return true;
  }
  if (pathname === '/es' || pathname === '/es/' || pathname === '/es/index.html') {
    win.location.replace('/es/sales/digital/shop.html');
    return true;
  }
  return false;
}

async function start(): Promise<void> {
  if (redirectRoot(window)) return;
  // The language is in the address; another language's texts are fetched while the mocks start (docs/requirements.md "Languages").
  // A pre-rendered page of that language was rendered with the same texts and formats, so it hydrates as it is.
  const language = addressLanguage(window.location.pathname);
  applyLanguage(language, document);
  const words = languageLoaders[language]?.();
  // Issue 20: a press on the pre-rendered frame before the app runs is held and made again once it has hydrated.
  const frameRoot = document.getElementById('root');
  const earlyClicks = frameRoot?.firstElementChild && document.getElementById(startDataElementId) ? holdEarlyClicks(frameRoot) : undefined;
  // The flow studio's preview frame (dev server only; no build contains the bridge): the chosen shopper is set up first.
  if (import.meta.env.DEV && window.name.startsWith(studioFrameNamePrefix)) {
    const { installPreviewBridge } = await import('./studioPreview/previewBridge.ts');
    installPreviewBridge(window);
  }
  // Mock services exist only in dev and demo builds: the constant is false in production, so the import is dropped.
  if (__STOREFLOW_MOCKS__) {
    const { startMockServiceWorker } = await import('../mocks/browser.ts');
    await startMockServiceWorker(window);
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('[storeflow] index.html has no #root element');
  const siteKey = flows.settings.captchaSiteKey;
  // The store's crash module, once there is a store (a captcha runs only on a call's retry, after the store exists).
  let crash: CrashModule | undefined;
  const realPorts = browserPorts(window, {
    // Spec 4.4: the captcha re-run on a retry of lists.captchaUrls, its code loaded then. Dev and demo have no vendor widget.
    captcha: __STOREFLOW_MOCKS__
      ? inPageCaptcha(window)
      : captchaOnFirstUse(
          () => import('./ports/recaptchaCaptcha.ts').then(({ recaptchaCaptcha }) => recaptchaCaptcha(window, typeof siteKey === 'string' ? siteKey : '')),
          () => crash,
        ),
    cookieExpiryOffsetMs: codeNumber(flows.settings, 'cookieExpiryOffsetMs'),
    tagDelivery: {
      pollMs: codeNumber(flows.settings, 'analyticsDeliveryPollMs'),
      pollCount: codeNumber(flows.settings, 'analyticsDeliveryPollCount'),
      retryMs: codeNumber(flows.settings, 'analyticsRetryMs'),
      retryCount: codeNumber(flows.settings, 'analyticsRetryCount'),
    },
  });
  // In the native app the first page's tab-bar message must not wait for its code (spec 3, 9); the web never fetches it.
  preloadInApp(realPorts.nativeBridge);
  const components = createComponentRegistry(componentDefinitions);
  const shopperFlows = words ? { ...flows, texts: (await words).default } : flows;
  if (words) describeDocument(document, shopperFlows.texts);
  const createStore = (ports: Ports): RootStore => {
    const store = createRootStore(shopperFlows, ports, journeyLoaderIn(language, journeyLoaders, journeyTextLoaders));
    // Spec 8: script errors are classed and logged from here on (once per page load).
    crash = store.plumbing.crashModule;
    installScriptErrorListener(window, crash);
    // Spec 9 prefetch delay: once the first page is up, fetch the code of lazy actions (first: the application popup must not wait for it),
    // error assistance's (spec 4.5: the banner, role="alert", then shows its link with its message, not a chunk later) and components, one at a time.
    window.setTimeout(
      () => void preloadInTurn([...actionDefinitions, store.plumbing.assist, ...componentDefinitions]),
      codeNumber(flows.settings, 'prefetchDelayMs'),
    );
    if (import.meta.hot) {
      import.meta.hot.accept('virtual:storeflow/flows', (next) => {
        // A page in another language reloads: its texts are a module of their own.
        if (words) {
          window.location.reload();
          return;
        }
        if (!next) return;
        const before = store.flowSet.texts;
        const updated = (next as unknown as { default: typeof flows }).default;
        store.replaceFlows(updated);
        // Issue 21 item 7: a text edit also shows in sentences already on screen (banners, alerts); dev server only.
        void import('../runtime/liveTexts.ts').then(({ showTextEdits }) => showTextEdits(store, before, updated.texts));
      });
    }
    return store;
  };
  // Issue 20: a pre-rendered page holds its frame in #root and names its start data. (The hydration code stays in the
  // entry: as a chunk of its own it split React out of the entry and start-up grew by 0.4 KiB instead of shrinking.)
  if (container.firstElementChild && document.getElementById(startDataElementId)) {
    const { store, hydrated } = await hydrateFrame({ container, realPorts, components, createStore, earlyClicks });
    if (hydrated) return;
    earlyClicks?.release(false);
    renderFromScratch(container, store, components);
    return;
  }
  renderFromScratch(container, createStore(realPorts), components);
}

function renderFromScratch(container: HTMLElement, store: RootStore, components: ComponentRegistry): void {
  store.start();
  container.replaceChildren();
  // The same mark a hydrated frame gets (hydrateFrame.tsx): the app owns #root from here, whichever way it got there.
  const onPainted = (): void => container.setAttribute('data-hydrated', '');
  createRoot(container).render(<AppRoot store={store} components={components} onPainted={onPainted} />);
}

// Start-up itself failing (e.g. the mock worker's chunk in a demo build) must not be an unhandled rejection.
start().catch((error: unknown) => {
  console.error('[storeflow] start-up failed', error);
  const container = document.getElementById('root');
  if (container) {
    const alert = document.createElement('p');
    alert.setAttribute('role', 'alert');
    alert.textContent = flows.texts['common.renderCrash'] ?? 'Something went wrong.';
    container.replaceChildren(alert);
  }
});
