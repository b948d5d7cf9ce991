import { Component, type ErrorInfo, type ReactNode } from 'react';
import { HOME_PATH } from '@shop/domain';

/**
 * SPEC.md §2: when the error page itself fails, an English fallback with a home link.
 * Plain text and a plain link on purpose: nothing here may depend on what just failed
 * (the catalogue of messages, the router, the Query cache).
 */
export class FallbackBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('the error page failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" lang="en" style={{ padding: '2rem', textAlign: 'center' }}>
        <h1>Something went wrong</h1>
        <p>This page could not be displayed.</p>
        <p>
          <a href={HOME_PATH}>Back to the home page</a>
        </p>
      </div>
    );
  }
}
