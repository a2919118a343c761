import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError.tsx';

interface Props {
  /** The address: an error screen is left when the visitor goes elsewhere. */
  locationKey: string;
  children: ReactNode;
}

/** A route's screen (or the root) failing, its file missing included: the error screen in its place. */
export class RouteErrorBoundary extends Component<Props, { error: unknown; failedAt: string | null }> {
  override state = { error: null as unknown, failedAt: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; failedAt: string | null }) {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.locationKey };
    return state.failedAt === props.locationKey ? null : { error: null, failedAt: null };
  }

  override render() {
    return this.state.error !== null ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
