/**
 * The router. Every page is its own chunk (React.lazy), so a visitor's first
 * load carries only the frame and the landing page.
 *
 * HOW TO ADD A PAGE (see also web/README.md):
 *   1. Write it in web/src/features/<feature>/<Name>Page.tsx with a default export.
 *   2. Add `const NamePage = lazy(() => import('../features/<feature>/<Name>Page'));` below.
 *   3. Add `{ path: '/your-path', element: <NamePage /> }` to the right group:
 *      `publicPages` (anyone), `memberPages` (RequireMember: visitors → /),
 *      `adminPages` (RequireAdmin: everyone else → /).
 *   4. A public page whose content is the same for every visitor may also be
 *      rendered at build time: add its path to functions/contract/prerenderedPages.ts
 *      and to PRELOADABLE below (web/prerender.ts, docs/decisions.md).
 */
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Navigate, matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { RequireAdmin, RequireMember, RequireMemberOrVouchLink } from './guards';
import { preloadableLazy } from './preloadableLazy';
import { lazyWithQueryClient } from '../shared/query/lazyWithQueryClient';
import { registerRoutePreload } from '../shared/routePreload';
import { AppLayout } from './layout/AppLayout';
import { PageSpinner } from '../ui/PageSpinner';
import { MemberGates } from './memberGates';
import { RouteHandlesContext, documentTitle, type RouteHandle } from './routeHandles';
import type { PrerenderedPath } from '#contract/prerenderedPages';

// Visitor flows and public pages (Web A)
// Preloaded before the first render when the app opens on / (main.tsx), so it paints in the first frame.
const LandingPage = preloadableLazy(() => import('../features/landing/LandingPage'));
const InviteRedirect = lazy(() => import('../features/auth/InviteRedirect'));
const AuthCallbackPage = lazy(() => import('../features/auth/AuthCallbackPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
// The public pages rendered at build time (web/prerender.ts): loaded before hydrating their HTML (main.tsx).
const TermsPage = preloadableLazy(() => import('../features/static/TermsPage'));
const AboutPage = preloadableLazy(() => import('../features/static/AboutPage'));
const DataSecurityPage = preloadableLazy(() => import('../features/static/DataSecurityPage'));
const WhyWeBuiltThisPage = preloadableLazy(() => import('../features/static/WhyWeBuiltThisPage'));
const NotFoundPage = lazy(() => import('../features/static/NotFoundPage'));

// Member pages (Web B): add lazy imports here.
// Pages that query the API use lazyWithQueryClient, which brings React Query along.
const HomePage = lazyWithQueryClient(() => import('../features/home/HomePage'));
// Onboarding ends on /home: its wizard loads the page ahead, so the spec's ~100 ms redirect does not wait for a chunk.
registerRoutePreload('/home', HomePage.preload);
const VouchNowPage = lazyWithQueryClient(() => import('../features/vouch/VouchNowPage'));
const SharePage = lazyWithQueryClient(() => import('../features/share/SharePage'));
const MyProfilePage = lazyWithQueryClient(() => import('../features/profile/MyProfilePage'));
const ProfileEditPage = lazyWithQueryClient(() => import('../features/profile/ProfileEditPage'));
const RequestVouchPage = lazyWithQueryClient(() => import('../features/requestVouch/RequestVouchPage'));
const DirectoryPage = lazyWithQueryClient(() => import('../features/directory/DirectoryPage'));
const VouchListPage = lazyWithQueryClient(() => import('../features/directory/VouchListPage'));
const MyTranscriptRedirect = lazyWithQueryClient(() => import('../features/transcript/MyTranscriptRedirect'));
const TranscriptPage = lazyWithQueryClient(() => import('../features/transcript/TranscriptPage'));
const TranscriptPrintPage = lazyWithQueryClient(() => import('../features/transcript/TranscriptPrintPage'));
const BlogPage = lazyWithQueryClient(() => import('../features/static/BlogPage'));
const PortfolioPage = lazyWithQueryClient(() => import('../features/portfolio/PortfolioPage'));
const DeleteAccountPage = lazyWithQueryClient(() => import('../features/accountDeletion/DeleteAccountPage'));
const ConfirmDeletionPage = lazyWithQueryClient(() => import('../features/accountDeletion/ConfirmDeletionPage'));
const BetaFeedbackPage = lazyWithQueryClient(() => import('../features/feedback/BetaFeedbackPage'));
const AdminDashboardPage = lazyWithQueryClient(() => import('../features/admin/AdminDashboardPage'));
const VerifyPhonePage = lazyWithQueryClient(() => import('../features/verification/VerifyPhonePage'));
const VerifyEmailPage = lazyWithQueryClient(() => import('../features/verification/VerifyEmailPage'));
const ConsentImagePage = lazy(() => import('../features/verification/ConsentImagePage'));

const landingHandle: RouteHandle = { headerGetStarted: true };
const titled = (title: string): RouteHandle => ({ title });

const publicPages: RouteObject[] = [
  { index: true, element: <LandingPage memberGates={<MemberGates />} />, handle: landingHandle },
  { path: 'invite', element: <InviteRedirect /> },
  { path: 'invite/:code', element: <InviteRedirect /> },
  { path: 'auth/callback', handle: titled('Signing In'), element: <AuthCallbackPage /> },
  { path: 'reset-password', handle: titled('Reset Password'), element: <ResetPasswordPage /> },
  { path: 'terms', handle: titled('Terms of Service'), element: <TermsPage /> },
  { path: 'about', handle: titled('About Vouched'), element: <AboutPage /> },
  { path: 'data-security', handle: titled('Data Security & Privacy'), element: <DataSecurityPage /> },
  { path: 'why-we-built-this', handle: titled('Why We Built This'), element: <WhyWeBuiltThisPage /> },
  { path: 'blog', handle: titled('Blog'), element: <BlogPage /> },
  // The deletion link may be opened signed out (another browser, or after the confirmation signed the member out).
  { path: 'confirm-deletion', handle: titled('Confirm Account Deletion'), element: <ConfirmDeletionPage /> },
  // Asks a visitor to log in itself (spec: 'Please log in to provide feedback.').
  { path: 'beta-feedback', handle: titled('App Feedback'), element: <BetaFeedbackPage /> },
  { path: 'verify-email', handle: titled('Verify Your Email'), element: <VerifyEmailPage /> },
  { path: 'vonage-consent-image', handle: titled('Text Message Consent'), element: <ConsentImagePage /> },
];

const memberPages: RouteObject[] = [
  // Web B: { path: 'home', handle: titled('Home'), element: <HomePage /> }, { path: 'my-profile', handle: titled('My Profile'), element: <MyProfilePage /> }, …
  { path: 'home', handle: titled('Home'), element: <HomePage /> },
  { path: 'vouch-me-qr', handle: titled('Share & Invite'), element: <SharePage /> },
  { path: 'my-profile', handle: titled('My Profile'), element: <MyProfilePage /> },
  { path: 'profile/edit', handle: titled('Edit Profile'), element: <ProfileEditPage /> },
  { path: 'vouch-community', handle: titled('Vouch Community'), element: <DirectoryPage /> },
  // Listed by the spec without content: the directory.
  { path: 'vouched-users', element: <Navigate to="/vouch-community" replace /> },
  // Spec: /vouches-by lists who vouched for the member, /vouches-for whom the member vouched for.
  { path: 'vouches-by', handle: titled('Vouches Received'), element: <VouchListPage /> },
  { path: 'vouches-by/:userId', handle: titled('Vouches Received'), element: <VouchListPage /> },
  { path: 'vouches-for', handle: titled('Vouches Given'), element: <VouchListPage /> },
  { path: 'vouches-for/:userId', handle: titled('Vouches Given'), element: <VouchListPage /> },
  { path: 'request-vouch', handle: titled('Request Vouch'), element: <RequestVouchPage /> },
  { path: 'my-vouch-transcript', handle: titled('Character Transcript'), element: <MyTranscriptRedirect /> },
  { path: 'profile/:username/transcript', handle: titled('Character Transcript'), element: <TranscriptPage /> },
  { path: 'my-vouch-dashboard', handle: titled('My Vouch Portfolio'), element: <PortfolioPage /> },
  { path: 'delete-account', handle: titled('Delete Account'), element: <DeleteAccountPage /> },
  { path: 'verify-phone', handle: titled('Verify Your Phone'), element: <VerifyPhonePage /> },
];

const adminPages: RouteObject[] = [
  { path: 'admin', handle: titled('Admin Dashboard'), element: <AdminDashboardPage /> },
  { path: 'admin-dashboard', handle: titled('Admin Dashboard'), element: <AdminDashboardPage /> },
];

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout landing={<LandingPage visitorView />} />,
    children: [
      ...publicPages,
      { element: <RequireMember />, children: memberPages },
      // A visitor's "Vouch for Me" link is kept through sign-up (guards.tsx).
      {
        path: 'vouched',
        handle: titled('Vouch Now'),
        element: (
          <RequireMemberOrVouchLink>
            <VouchNowPage />
          </RequireMemberOrVouchLink>
        ),
      },
      { element: <RequireAdmin />, children: adminPages },
      { path: '*', handle: titled('Page Not Found'), element: <NotFoundPage /> },
    ],
  },
  // The transcript's print window: the document alone, outside the frame (members only).
  {
    path: '/profile/:username/transcript/print',
    handle: titled('Character Transcript'),
    element: (
      <RequireMember>
        <Suspense fallback={<PageSpinner />}>
          <TranscriptPrintPage />
        </Suspense>
      </RequireMember>
    ),
  },
];

/** The pages main.tsx loads before the first render, so it shows them (or hydrates their prerendered HTML) in one go. */
const PRELOADABLE: Record<PrerenderedPath, () => Promise<unknown>> = {
  '/': LandingPage.preload,
  '/about': AboutPage.preload,
  '/terms': TermsPage.preload,
  '/data-security': DataSecurityPage.preload,
  '/why-we-built-this': WhyWeBuiltThisPage.preload,
};

/** Loads the page of the address the app opens on, when that page can be loaded ahead (the landing and information pages). */
export function preloadFirstPage(pathname: string): Promise<unknown> {
  return Object.hasOwn(PRELOADABLE, pathname) ? PRELOADABLE[pathname as PrerenderedPath]() : Promise.resolve();
}

/** The document title of a path, as AppRoutes sets it (the prerendered pages carry it in their HTML). */
export function pageTitle(pathname: string): string {
  return documentTitle((matchRoutes(appRoutes, pathname) ?? []).flatMap((match) => (match.route.handle ? [match.route.handle as RouteHandle] : [])));
}

/** The routes, rendered inside <BrowserRouter> (main.tsx), with their handles for the frame (routeHandles.ts). */
export function AppRoutes() {
  const location = useLocation();
  const handles = useMemo(
    () => (matchRoutes(appRoutes, location) ?? []).flatMap((match) => (match.route.handle ? [match.route.handle as RouteHandle] : [])),
    [location],
  );
  useEffect(() => {
    document.title = documentTitle(handles);
  }, [handles]);
  const element = useRoutes(appRoutes, location);
  return <RouteHandlesContext.Provider value={handles}>{element}</RouteHandlesContext.Provider>;
}
