import type { ReactNode } from 'react';

/** Props every registered component receives besides its own. */
export interface BaseComponentProps {
  testId?: string;
  children?: ReactNode;
}

/**
 * A component flows may name. propsSchema (JSON Schema) lists the props a flow
 * may set; flows:check checks every node's props against it.
 */
export interface ComponentDefinition<P = never> {
  name: string;
  description: string;
  propsSchema: Record<string, unknown>;
  /** A function component; class components are not registered. */
  component: (props: P) => ReactNode;
}
