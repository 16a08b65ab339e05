import type { ScriptLoaderPort } from '../../model/ports.ts';

/** Adds an async script element once per URL (the tag manager of spec 7). */
export function scriptLoader(win: Window): ScriptLoaderPort {
  const loaded = new Set<string>();
  return {
    load(url) {
      if (loaded.has(url)) return;
      loaded.add(url);
      const script = win.document.createElement('script');
      script.async = true;
      script.src = url;
      win.document.head.append(script);
    },
  };
}
