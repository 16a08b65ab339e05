import type { LazyExoticComponent, ReactNode } from 'react';

/** Props every registered component receives besides its own. */
export interface BaseComponentProps {
  testId?: string;
  children?: ReactNode;
}

/**
 * A component flows may name. propsSchema (JSON Schema) lists the props a flow
 * may set; flows:check checks every node's props against it. A prop holding
 * the words a control shows names the prop holding its accessible name with
 * `labelInName` (`addVisibleLabel: { ..., labelInName: 'addLabel' }`): flows:check
 * then refuses a name text that does not contain the words shown, in every
 * language (WCAG 2.5.3 Label in Name, tools/flowcheck/labelInNameCheck.ts).
 */
export interface ComponentDefinition<P = never> {
  name: string;
  description: string;
  propsSchema: Record<string, unknown>;
  /**
   * A function component, or a lazy one (defineLazyComponent) whose code and
   * heavy dependencies load only when a page shows it.
   */
  component: ((props: P) => ReactNode) | LazyExoticComponent<(props: P) => ReactNode>;
  /** For lazy components: fetches the code ahead of use (prefetching after start-up). */
  preload?: () => Promise<unknown>;
}
