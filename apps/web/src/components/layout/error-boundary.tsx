import { Component, type ErrorInfo, type ReactNode } from 'react';

import { ErrorScreen } from './error-screen';

type Props = { children: ReactNode };
type State = { error: Error | null };

/** Catches render errors outside the router (providers, the router itself). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled error', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <ErrorScreen message={this.state.error.message} />;
    return this.props.children;
  }
}
