/**
 * Route guards. They only steer the browser; every permission is enforced
 * again on the server.
 */
import type { ReactNode } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { PageSpinner } from './layout/PageSpinner';
import { useUser } from './session/useUser';

/** Members only: visitors go to /. */
export function RequireMember({ children }: { children?: ReactNode }) {
  const { user, loading } = useUser();
  if (!user) return loading ? <PageSpinner /> : <Navigate to="/" replace />;
  return children ?? <Outlet />;
}

/**
 * Vouch Now for members; a visitor holding someone's "Vouch for Me" link
 * (/vouched?user=…) goes to the landing page as a profile share, which asks
 * them to log in or sign up and then brings them back (spec: /?invite_code=share&user=…).
 */
export function RequireMemberOrVouchLink({ children }: { children?: ReactNode }) {
  const { user, loading } = useUser();
  const [params] = useSearchParams();
  if (user) return children ?? <Outlet />;
  if (loading) return <PageSpinner />;
  const target = params.get('user');
  return <Navigate to={target ? `/?invite_code=share&user=${encodeURIComponent(target)}` : '/'} replace />;
}

/** Super admins only: everyone else goes to / (also when the profile could not be read). */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { user, profile, loading } = useUser();
  if (loading && !profile) return <PageSpinner />;
  if (!user || !profile?.is_super_admin) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
