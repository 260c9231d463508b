/**
 * Every HTTP route of the product, declared once. The CDK stack builds its
 * API Gateway routes and Lambda functions from this table (lib/functions.ts),
 * the local server serves the same table, the web client derives its calls
 * from it, and the integration tests check every answer against it. A route
 * exists in all of them or in none.
 *
 * Each feature's routes live in features/<feature>.ts, so a feature's Lambda
 * bundle carries only its own schemas. Imported by the browser bundle: no
 * handler code here, only schemas (the features' own, functions/domain's and responses.ts's).
 */
import { invitesRoutes } from './features/invites';
import { waitingListRoutes } from './features/waitingList';
import { meRoutes } from './features/me';
import { membersRoutes } from './features/members';
import { vouchesRoutes } from './features/vouches';
import { adminRoutes } from './features/admin';
import { viewPermissionsRoutes } from './features/viewPermissions';
import { blogRoutes } from './features/blog';
import { testimonialsRoutes } from './features/testimonials';
import { accountDeletionRoutes } from './features/accountDeletion';
import { notificationsRoutes } from './features/notifications';
import { dataRequestsRoutes } from './features/dataRequests';
import { feedbackRoutes } from './features/feedback';
import { accountRoutes } from './features/account';
import { formResponsesRoutes } from './features/formResponses';
import { avatarRoutes } from './features/avatar';
import { clientErrorsRoutes } from './features/clientErrors';
import type { Feature } from './routeDef';

export const routes = [
  ...invitesRoutes,
  ...waitingListRoutes,
  ...meRoutes,
  ...membersRoutes,
  ...vouchesRoutes,
  ...adminRoutes,
  ...viewPermissionsRoutes,
  ...blogRoutes,
  ...testimonialsRoutes,
  ...accountDeletionRoutes,
  ...notificationsRoutes,
  ...dataRequestsRoutes,
  ...feedbackRoutes,
  ...accountRoutes,
  ...formResponsesRoutes,
  ...avatarRoutes,
  ...clientErrorsRoutes,
] as const;

export type Route = (typeof routes)[number];
export type RouteId = Route['id'];

export const FEATURES = [...new Set(routes.map((r) => r.feature))] as Feature[];
