/**
 * The response body of each API operation, by route id. The route table
 * (functions/api/routes.ts) gives paths, access and input schemas; this map
 * adds what comes back, from functions/api/contracts.ts. Add a line here
 * when a route is added to the table (the type check below insists).
 */
import type {
  CreatedVouch,
  InviteCodeCheck,
  InviteList,
  InviteView,
  MemberSummary,
  MyProfile,
  WaitingList,
  WaitingListEntry,
} from '../../../functions/api/contracts';
import type { RouteId } from '../../../functions/api/routes';

export interface ApiResponses {
  checkInviteCode: InviteCodeCheck;
  joinWaitingList: WaitingListEntry;
  getMe: MyProfile;
  updateMe: MyProfile;
  acceptTerms: MyProfile;
  saveBirthDate: MyProfile;
  saveLocation: MyProfile;
  savePhone: MyProfile;
  savePurpose: MyProfile;
  listMyInvites: InviteList;
  createInvite: InviteView;
  deleteInvite: { deleted: true };
  getMember: MemberSummary;
  createVouch: CreatedVouch;
  listWaitingList: WaitingList;
}

// Every route has a response type and every entry names a real route.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _everyRouteTyped: Exact<keyof ApiResponses, RouteId> = true;
void _everyRouteTyped;
