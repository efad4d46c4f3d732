import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';
import { resetFailedImports } from '../lib/lazyWithRetry';

interface Props {
  /** Changing it (e.g. on navigation) clears a shown error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  hasError: boolean;
  resetKey: string;
}

/** Catches render errors and failed page loads below it and offers a retry that re-renders them. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { hasError: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Route failed to render', error, info.componentStack);
  }

  private readonly retry = () => {
    resetFailedImports();
    this.setState({ hasError: false });
  };

  override render() {
    return this.state.hasError ? <ErrorScreen onRetry={this.retry} /> : this.props.children;
  }
}
