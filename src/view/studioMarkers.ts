/** The window name the flow studio gives its preview frame (the preview's setup follows it: src/app/studioPreview). */
export const studioFrameNamePrefix = 'storeflow-studio-preview';

/**
 * True only in the flow studio's preview frame on the dev server. Then NodeView
 * brackets each node with inert <template> markers so the studio can outline
 * it. `import.meta.env.DEV` is false in every build, so the markers and this
 * test are dropped there.
 */
export const markNodes: boolean = import.meta.env.DEV && typeof window !== 'undefined' && window.name.startsWith(studioFrameNamePrefix);
