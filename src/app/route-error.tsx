import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LoadError } from '../features/shell/components/full-page-states';

/** True for a failed dynamic import (a chunk that did not load) or the registry's timeout. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadTimeoutError' ||
    /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically/i.test(
      error.message,
    )
  );
}

interface State {
  error: unknown;
  attempt: number;
}

/**
 * Error boundary around the routed page: a translated message with a retry button instead of
 * a white screen. Retry re-mounts the page, which re-runs a failed lazy import; a chunk that
 * keeps failing (e.g. after a deploy replaced it) is fixed by a reload, which the second retry does.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidUpdate(previous: { resetKey: string }): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null)
      this.setState({ error: null, attempt: 0 });
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {}

  private retry = (): void => {
    if (this.state.attempt >= 1) {
      window.location.reload();
      return;
    }
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return <LoadError kind={isChunkLoadError(this.state.error) ? 'chunk' : 'load'} onRetry={this.retry} />;
  }
}

/**
 * Error boundary around the whole layout: anything the layout itself throws (outside a page's own
 * {@link PageErrorBoundary}) shows a translated message whose retry reloads the page.
 */
export class LayoutErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {}

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return (
      <LoadError
        kind={isChunkLoadError(this.state.error) ? 'chunk' : 'load'}
        onRetry={() => window.location.reload()}
      />
    );
  }
}
