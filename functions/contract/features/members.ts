/** Other members' profiles. */
import { memberSummarySchema } from '../responses';
import type { RouteDef } from '../routeDef';

export const membersRoutes = [
  { id: 'getMember', method: 'GET', path: '/api/members/{username}', access: 'member', feature: 'members', response: memberSummarySchema },
] as const satisfies readonly RouteDef[];
