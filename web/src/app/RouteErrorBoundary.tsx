/**
 * A page that fails to render falls back to the landing view, silently
 * (spec vouching §9 "rendering errors fall back to the landing view"): on
 * any other address the app goes to /, and when / itself fails the visitor's
 * landing sections show without the member gates. React has already logged
 * the error to the console; the server is told too (lib/clientErrors.ts:
 * the route, not who), so a page failing for members is seen. A chunk that
 * fails to load (a deploy replaced it) reloads the page once instead
 * (staleChunkReload.ts), so the member lands where they were going.
 */
import { Component, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { reportClientErrorLater } from './clientErrorReporting';
import { PageSpinner } from '../ui/PageSpinner';
import { mayReloadFor, reloadForStaleChunk } from './staleChunkReload';

interface BoundaryProps {
  /** What shows when / itself fails: the landing page's visitor view. */
  landing: ReactNode;
  /** The address shown; a new one clears the failure and renders the page again. */
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  /** The failure was a chunk that may be fetched again by reloading the page. */
  reloading: boolean;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state = { failed: false, reloading: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, reloading: mayReloadFor(error) };
  }

  override componentDidCatch(error: unknown): void {
    if (this.state.reloading) reloadForStaleChunk(error);
    else reportClientErrorLater('render', error, this.props.pathname);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failed && previous.pathname !== this.props.pathname) this.setState({ failed: false, reloading: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.state.reloading) return <PageSpinner />;
    if (this.props.pathname !== '/') return <Navigate to="/" replace />;
    return this.props.landing;
  }
}

export function RouteErrorBoundary({ landing, children }: { landing: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary pathname={pathname} landing={landing}>
      {children}
    </Boundary>
  );
}
