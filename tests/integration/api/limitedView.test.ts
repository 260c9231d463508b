/**
 * A limited view is limited everywhere, generated from the route table:
 * every route says whether it shows another member (a row typed by RouteId,
 * so a new route fails the type check until it says). Each route that does
 * is called by a member with no vouch relationship and no view permission
 * with anyone, with requests that bring up one member with a rich profile
 * and a reputation (the target); every member object in each answer must
 * hold only the limited view's fields (domain/profileVisibility.ts
 * LIMITED_VIEW_FIELDS, plus the viewer's own facts about them), the target
 * must be there (no vacuous pass), and none of the target's private texts
 * may appear anywhere in the answer. A route whose response schema can carry
 * a member view (a `limited` field) must be one of these rows.
 */
import * as z from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITED_VIEW_FIELDS } from '#domain/profileVisibility';
import { routes, type RouteId } from '#contract/routes';
import { callOk, callRoute } from '#test-support/apiClient';
import { signUpCompleteMember, vouchBody, type TestMember } from '#test-support/backendHelpers';

interface Sample {
  params?: Record<string, string>;
  query?: Record<string, string>;
}

/** Why a route shows no other member beyond who they are, or shows them by a rule of its own. */
type Exempt =
  | 'public: no member data'
  | "the caller's own records"
  | 'names only: id, name, username, avatar'
  | 'the other party is in a vouch relationship with the caller by the route itself'
  | 'admin: the super admin sees members by role (spec §6)';

type Row =
  | {
      shows: 'another member';
      requests: () => Sample[];
      /** Paged lists: follow next_cursor until the target shows. */ paged?: true;
      /** The status a viewer without access earns instead of an answer. */ refused?: number;
    }
  | { shows: Exempt };

const OWN = { shows: "the caller's own records" } as const;
const PUBLIC = { shows: 'public: no member data' } as const;
const ADMIN = { shows: 'admin: the super admin sees members by role (spec §6)' } as const;
const NAMES = { shows: 'names only: id, name, username, avatar' } as const;
const RELATIONSHIP = { shows: 'the other party is in a vouch relationship with the caller by the route itself' } as const;

/** The target, with everything the full view would show; the stranger; the member the target vouched for; the one who vouched for them. */
let target: TestMember;
let stranger: TestMember;
let theirVouchee: TestMember;
let theirVoucher: TestMember;
const tag = `t${Math.random().toString(36).slice(2, 10)}`;
const PRIVATE = {
  bio: `Private bio ${tag}`,
  title_description: `Private title ${tag}`,
  linkedin_url: `https://www.linkedin.com/in/${tag}`,
  city: `Privcity${tag.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!)}`,
};

const ROWS: Record<RouteId, Row> = {
  getMember: { shows: 'another member', requests: () => [{ params: { username: target.username } }] },
  listDirectory: {
    shows: 'another member',
    paged: true,
    requests: (): Sample[] => [
      { query: { q: tag } },
      { query: { sort: 'newest' } },
      { query: { sort: 'highest-points' } },
      { query: { sort: 'most-vouched' } },
      { query: { sort: 'needs-vouch' } },
    ],
  },
  getMemberProfile: { shows: 'another member', refused: 403, requests: () => [{ params: { userId: target.userId } }] },
  listVouchesReceived: { shows: 'another member', requests: () => [{ params: { userId: theirVouchee.userId } }] },
  listVouchesGiven: { shows: 'another member', requests: () => [{ params: { userId: theirVoucher.userId } }] },
  searchViewCandidates: { shows: 'another member', requests: () => [{ query: { q: target.username } }] },
  getMyInviter: NAMES,
  listMyInvites: NAMES,
  listViewPermissions: NAMES,
  listNotifications: NAMES,
  getMyTranscript: RELATIONSHIP,
  listMyTranscriptVouches: RELATIONSHIP,
  createVouch: RELATIONSHIP,
  updateVouch: RELATIONSHIP,
  deleteVouch: RELATIONSHIP,
  checkInviteCode: PUBLIC,
  joinWaitingList: PUBLIC,
  listBlogPosts: PUBLIC,
  reportClientError: PUBLIC,
  checkDeletion: PUBLIC,
  confirmDeletion: PUBLIC,
  cancelDeletion: PUBLIC,
  resendDeletionCancelLink: PUBLIC,
  confirmEmailVerification: PUBLIC,
  receiveFormResponse: PUBLIC,
  createInvite: OWN,
  deleteInvite: OWN,
  sendShareEmail: OWN,
  getMe: OWN,
  updateMe: OWN,
  acceptTerms: OWN,
  saveBirthDate: OWN,
  saveLocation: OWN,
  savePhone: OWN,
  savePurpose: OWN,
  saveEmailPreferences: OWN,
  getMyPortfolio: OWN,
  getMyVouchFor: OWN,
  createOffPlatformVouch: OWN,
  grantViewPermission: OWN,
  revokeViewPermission: OWN,
  createTestimonial: OWN,
  requestDeletion: OWN,
  markNotificationRead: OWN,
  markAllNotificationsRead: OWN,
  requestMyData: OWN,
  createFeedbackUpload: OWN,
  submitFeedback: OWN,
  listMyFeedback: OWN,
  getMyFeedbackAttachment: OWN,
  sendPhoneCode: OWN,
  confirmPhoneCode: OWN,
  sendEmailVerification: OWN,
  redeemAccountInvite: OWN,
  listMySignIns: OWN,
  recordSignInPlace: OWN,
  createAvatarUpload: OWN,
  saveAvatar: OWN,
  listWaitingList: ADMIN,
  listAllFeedback: ADMIN,
  updateFeedbackStatus: ADMIN,
  getFeedbackAttachment: ADMIN,
  inviteWaitingListEntry: ADMIN,
  listFormResponses: ADMIN,
  listInviteTree: ADMIN,
  getInviteTreeBranch: ADMIN,
  listCollusionFlags: ADMIN,
  dismissCollusionFlag: ADMIN,
  listTestimonials: ADMIN,
};

/** What the viewer may know of a limited member beyond the view: their own vouch for them, their own grant to them. */
const VIEWERS_OWN_FACTS = ['has_vouched_for', 'has_access'];
const ALLOWED = new Set<string>([...LIMITED_VIEW_FIELDS, ...VIEWERS_OWN_FACTS]);

/** Every object in an answer that stands for a member (it names one: a username or a full name). */
function memberObjects(value: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) for (const item of value) memberObjects(item, found);
  else if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if ('username' in object || 'full_name' in object) found.push(object);
    for (const inner of Object.values(object)) memberObjects(inner, found);
  }
  return found;
}

/** Does the schema (as JSON Schema) have a property named `limited` anywhere? */
function carriesMemberView(schema: z.core.$ZodType): boolean {
  const walk = (node: unknown): boolean => {
    if (Array.isArray(node)) return node.some(walk);
    if (!node || typeof node !== 'object') return false;
    const object = node as Record<string, unknown>;
    const properties = object.properties as Record<string, unknown> | undefined;
    if (properties && 'limited' in properties) return true;
    return Object.values(object).some(walk);
  };
  return walk(z.toJSONSchema(schema, { unrepresentable: 'any', io: 'output' }));
}

beforeAll(async () => {
  [target, stranger, theirVouchee, theirVoucher] = await Promise.all([
    signUpCompleteMember(`Tara ${tag}`),
    signUpCompleteMember(`Sam ${tag}`),
    signUpCompleteMember(`Vera ${tag}`),
    signUpCompleteMember(`Victor ${tag}`),
  ]);
  await callOk('updateMe', {
    token: target.token,
    body: {
      full_name: `Tara ${tag}`,
      username: target.username,
      bio: PRIVATE.bio,
      title_description: PRIVATE.title_description,
      linkedin_url: PRIVATE.linkedin_url,
    },
  });
  await callOk('saveLocation', { token: target.token, body: { city: PRIVATE.city, state: 'Privstate', country: 'France' } });
  // A reputation to hide: the target gave a vouch and received one.
  await callOk('createVouch', { token: target.token, body: vouchBody(theirVouchee.userId) });
  await callOk('createVouch', { token: theirVoucher.token, body: vouchBody(target.userId) });
}, 120_000);

describe('the table covers the route table', () => {
  it('has exactly one row per route of routes.ts', () => {
    expect(Object.keys(ROWS).sort()).toEqual(routes.map((r) => r.id as string).sort());
  });

  it('lists every route whose answer can carry a member view among those checked below', () => {
    const carrying = routes.filter((r) => carriesMemberView(r.response)).map((r) => r.id);
    expect(carrying.length).toBeGreaterThan(0);
    for (const id of carrying) expect({ id, shows: ROWS[id].shows }).toEqual({ id, shows: 'another member' });
  });
});

const checked = (Object.entries(ROWS) as [RouteId, Row][]).filter(
  (entry): entry is [RouteId, Extract<Row, { shows: 'another member' }>] => entry[1].shows === 'another member',
);

describe('a member with no relationship and no permission', () => {
  it.each(checked)('%s: every member in the answer is limited, the target included, and none of their private texts appears', async (id, row) => {
    for (const sample of row.requests()) {
      const pages: unknown[] = [];
      let cursor: string | undefined;
      // Paged lists: until the target shows (newest members first, so within a few pages).
      for (let page = 0; page < 20; page++) {
        const query = { ...sample.query, ...(cursor ? { cursor } : {}) };
        const result = await callRoute(id, { token: stranger.token, params: sample.params, query });
        if (row.refused) {
          expect(result.status).toBe(row.refused);
          pages.push(result.error);
          break;
        }
        expect(result.body, `${id} ${JSON.stringify(sample)}`).toBeDefined();
        pages.push(result.body);
        const next = (result.body as { next_cursor?: string | null }).next_cursor;
        if (!row.paged || !next || memberObjects(result.body).some((m) => m.id === target.userId)) break;
        cursor = next;
      }
      const members = memberObjects(pages);
      if (!row.refused)
        expect(
          members.map((m) => m.id),
          `${id} ${JSON.stringify(sample)} shows the target`,
        ).toContain(target.userId);
      for (const member of members) {
        const extra = Object.keys(member).filter((key) => !ALLOWED.has(key));
        expect({ id: member.id, extra }, `${id} ${JSON.stringify(sample)}`).toEqual({ id: member.id, extra: [] });
        if ('limited' in member) expect(member.limited).toBe(true);
      }
      const text = JSON.stringify(pages);
      for (const secret of [...Object.values(PRIVATE), target.email.toLowerCase()]) expect(text).not.toContain(secret);
    }
  });
});
