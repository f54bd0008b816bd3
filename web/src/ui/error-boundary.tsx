import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What shows instead of the part that failed; `retry` draws it again. */
  fallback: (retry: () => void) => ReactNode;
  /** A change of this value (e.g. the address) draws the part again. */
  resetKey?: unknown;
  /** Called on retry, before the part is drawn again (e.g. to forget failed queries). */
  onRetry?: () => void;
  children: ReactNode;
}

/**
 * Keeps a failing part of a page to itself: the part that threw shows `fallback`, and the rest of
 * the page keeps working. React has error boundaries only as class components.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
