/**
 * Route guards. They only steer the browser; every permission is enforced
 * again on the server.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Navigate, Outlet, Link as RouterLink, useLocation } from 'react-router-dom';
import { PageSpinner } from '../ui/PageSpinner';
import { useUser } from '../shared/session/useUser';
import { clearReturnPath, safeReturnPath } from '../lib/returnPath';

/** An invitation's parameters (the off-platform vouch e-mail links to /vouched?invite_code=…&auto_signup=true) go along to /, which opens sign-up with them. */
const INVITE_PARAMS = ['invite_code', 'auto_signup'] as const;

/** `next`: the page to come back to after logging in (lib/returnPath.ts); the landing page opens 'Welcome Back' for it. */
function landingFor(search: string, next?: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of INVITE_PARAMS) {
    const value = from.get(name);
    if (value !== null) kept.set(name, value);
  }
  const returnTo = safeReturnPath(next);
  if (returnTo) kept.set('next', returnTo);
  const query = kept.toString();
  return query ? `/?${query}` : '/';
}

/**
 * Members only: visitors go to / (with an invitation's code, if the address
 * carries one), asked to log in and come back here afterwards. A member whose
 * session ends here (logging out, or the session watcher) just goes to /.
 */
export function RequireMember({ children }: { children?: ReactNode }) {
  const { user, loading } = useUser();
  const { pathname, search, hash } = useLocation();
  // Adjusted while rendering (React's pattern for state that follows a prop): no effect between sign-out and redirect.
  const [wasMember, setWasMember] = useState(false);
  if (user && !wasMember) setWasMember(true);
  useEffect(() => {
    if (!user) return;
    // Arrived: a return path kept for this sign-in has done its job (or the landing decision went elsewhere).
    clearReturnPath();
  }, [user]);
  if (!user) {
    if (loading) return <PageSpinner />;
    return <Navigate to={landingFor(search, wasMember ? undefined : `${pathname}${search}${hash}`)} replace />;
  }
  return children ?? <Outlet />;
}

/**
 * Vouch Now for members; a visitor holding someone's "Vouch for Me" link
 * (/vouched?user=…) goes to the landing page as a profile share, which asks
 * them to log in or sign up and then brings them back (spec: /?invite_code=share&user=…);
 * one holding an invitation goes to sign-up; any other visitor is asked to log in.
 */
export function RequireMemberOrVouchLink({ children }: { children?: ReactNode }) {
  const { user, loading } = useUser();
  const { search } = useLocation();
  if (user) return children ?? <Outlet />;
  if (loading) return <PageSpinner />;
  const target = new URLSearchParams(search).get('user');
  if (target) return <Navigate to={`/?invite_code=share&user=${encodeURIComponent(target)}`} replace />;
  const landing = landingFor(search);
  if (landing !== '/') return <Navigate to={landing} replace />;
  // The spec's own state for a visitor on Vouch Now.
  return (
    <Container maxW="lg" py="16">
      <Stack gap="4" align="center" textAlign="center">
        <Heading as="h1" size="xl">
          Vouch Now
        </Heading>
        <Text>Please log in to view Vouch & Explore.</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/">Go to Home</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}

/** Super admins only: everyone else goes to / (also when the profile could not be read). */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { user, profile, loading } = useUser();
  if (loading && !profile) return <PageSpinner />;
  if (!user || !profile?.is_super_admin) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
