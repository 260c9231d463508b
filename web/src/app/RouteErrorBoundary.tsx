/**
 * A page that fails to render falls back to the landing view, silently
 * (spec vouching §9 "rendering errors fall back to the landing view"): on
 * any other address the app goes to /, and when / itself fails the visitor's
 * landing sections show without the member gates. React has already logged
 * the error to the console. A chunk that fails to load (a deploy replaced
 * it) lands here too.
 */
import { Component, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

interface BoundaryProps {
  /** What shows when / itself fails: the landing page's visitor view. */
  landing: ReactNode;
  /** The address shown; a new one clears the failure and renders the page again. */
  pathname: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failed && previous.pathname !== this.props.pathname) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
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
