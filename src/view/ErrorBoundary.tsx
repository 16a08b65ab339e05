import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  message: string;
  onError: (error: Error, info: ErrorInfo) => void;
  /** Changing it (the page path) clears a caught crash. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failedKey: string | null;
}

/** A render crash shows 'Something went wrong.' and is logged (spec 8), never a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failedKey: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedKey: '__pending__' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.setState({ failedKey: this.props.resetKey });
    this.props.onError(error, info);
  }

  override render() {
    const { failedKey } = this.state;
    if (failedKey !== null && (failedKey === '__pending__' || failedKey === this.props.resetKey)) {
      return (
        <div className="sf-alert sf-alert--error" role="alert">
          <p>{this.props.message}</p>
        </div>
      );
    }
    return this.props.children;
  }
}
