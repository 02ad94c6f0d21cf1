import { Component, type ReactNode } from 'react';

export interface RenderGuardProps {
  children: ReactNode;
  /** Shown instead of the children once rendering them threw. */
  fallback: (error: unknown) => ReactNode;
}

/**
 * Keeps one piece that fails to render (a page of the output, a message) from taking the whole screen down
 * with it: that piece shows its fallback and the rest keeps rendering. React reports the caught error to
 * the root's onCaughtError (the console by default), so it is logged, never lost.
 */
export class RenderGuard extends Component<RenderGuardProps, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
