/**
 * Route guards. They only steer the browser; every permission is enforced
 * again on the server.
 */
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { PageSpinner } from './layout/PageSpinner';
import { useUser } from './session/useUser';

/** Members only: visitors go to /. */
export function RequireMember({ children }: { children?: ReactNode }) {
  const { user, loading } = useUser();
  if (!user) return loading ? <PageSpinner /> : <Navigate to="/" replace />;
  return children ?? <Outlet />;
}

/** Super admins only: everyone else goes to / (also when the profile could not be read). */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { user, profile, loading } = useUser();
  if (loading && !profile) return <PageSpinner />;
  if (!user || !profile?.is_super_admin) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
