/** Turns stored records into the response shapes of contracts.ts (and nothing more: the birth date never leaves). */
import { inviteStatus } from '#domain/invites';
import type { UserScore } from '#domain/scoring';
import type { InviteRecord } from '#store/invites';
import type { ProfileRecord } from '#store/profiles';
import type { VouchRecord } from '#store/vouches';
import type { WaitingListRecord } from '#store/waitingList';
import type { TestimonialRecord } from '#store/testimonials';
import { memberView, type VisibilityFacts } from '#domain/profileVisibility';
import type { OwnRecords } from '#store/ownRecords';
import type { InviteView, MyProfile, WaitingListEntry } from '#contract/responses';
import type { MemberCard, MemberSummary, VouchParty } from '#contract/features/members';
import type { PermissionViewer } from '#contract/features/viewPermissions';
import type { VouchView } from '#contract/features/vouches';
import type { TestimonialView } from '#contract/features/testimonials';

export function toMyProfile(p: ProfileRecord, extra: { score: UserScore; vouches_given: number; invite_count: number }): MyProfile {
  return {
    id: p.id,
    email: p.email,
    email_verified: p.email_verified,
    full_name: p.full_name,
    username: p.username,
    username_generated: p.username_generated === true,
    avatar_url: p.avatar_url,
    bio: p.bio,
    title_description: p.title_description,
    linkedin_url: p.linkedin_url,
    is_super_admin: p.is_super_admin,
    has_birth_date: !!p.birth_date_encrypted,
    // A birth date is only ever stored after the server found it 13+ years ago, and age only grows:
    // so no decryption is needed to answer this.
    is_13_plus: !!p.birth_date_encrypted,
    city: p.city,
    state: p.state,
    country: p.country,
    location_completed: p.location_completed,
    phone: p.phone,
    is_phone_verified: p.is_phone_verified,
    join_intent: p.join_intent ?? [],
    vouch_seeker_type: p.vouch_seeker_type ?? [],
    my_motivation: p.my_motivation,
    vouch_emails: p.vouch_emails_off !== true,
    terms_accepted_at: p.terms_accepted_at,
    created_at: p.created_at,
    updated_at: p.updated_at,
    score: extra.score,
    vouches_given: extra.vouches_given,
    invite_count: extra.invite_count,
  };
}

/*
 * Another member, as a viewer may see them: each presenter below builds the
 * full shape its route shows and hands it to memberView (domain/profileVisibility.ts),
 * which answers it or the limited view from the viewer's facts (members/profileAccess.ts
 * reads them). No route shows another member any other way.
 */

/** A member's own records, with the profile that a shown member always has. */
export type ShownMember = Pick<OwnRecords, 'score' | 'vouchesGiven'> & { profile: ProfileRecord };

/** GET /api/members/{username}. */
export function toMemberSummary(m: ShownMember, facts: VisibilityFacts, viewerHasVouched: boolean): MemberSummary {
  const p = m.profile;
  return memberView(facts, {
    id: p.id,
    full_name: p.full_name,
    username: p.username,
    avatar_url: p.avatar_url,
    email: p.email,
    title_description: p.title_description,
    bio: p.bio,
    linkedin_url: p.linkedin_url,
    city: p.city,
    state: p.state,
    country: p.country,
    score: { total_score: m.score.total_score, tier: m.score.tier, total_vouches: m.score.total_vouches },
    vouches_given: m.vouchesGiven,
    viewer_has_vouched: viewerHasVouched,
  });
}

/** A directory / Vouch Now card; the viewer's own vouch (has_vouched_for) is theirs to know in either view. */
export function toMemberCard(m: ShownMember, facts: VisibilityFacts, relation: { hasVouchedFor: boolean; theyVouchedForMe: boolean }): MemberCard {
  const p = m.profile;
  const view = memberView(facts, {
    id: p.id,
    username: p.username,
    full_name: p.full_name,
    avatar_url: p.avatar_url,
    title_description: p.title_description,
    city: p.city,
    state: p.state,
    country: p.country,
    score: { total_score: m.score.total_score, tier: m.score.tier, total_vouches: m.score.total_vouches },
    vouches_given: m.vouchesGiven,
    has_vouched_for: relation.hasVouchedFor,
    they_vouched_for_me: relation.theyVouchedForMe,
  });
  return view.limited ? { ...view, has_vouched_for: relation.hasVouchedFor } : view;
}

/** The other party of a vouch on a vouch-list card. */
export function toVouchParty(m: ShownMember, facts: VisibilityFacts): VouchParty {
  const p = m.profile;
  return memberView(facts, {
    id: p.id,
    username: p.username,
    full_name: p.full_name,
    avatar_url: p.avatar_url,
    bio: p.bio,
    city: p.city,
    state: p.state,
    country: p.country,
    score: { total_score: m.score.total_score, tier: m.score.tier },
  });
}

export function toInviteView(invite: InviteRecord, redeemedBy: string | null, now: Date): InviteView {
  return {
    id: invite.id,
    invite_code: invite.invite_code,
    channel: invite.channel,
    invitee_email: invite.invitee_email,
    invite_expires_at: invite.invite_expires_at,
    redeemed_user_id: invite.redeemed_user_id,
    redeemed_at: invite.redeemed_at,
    redeemed_by: redeemedBy,
    created_at: invite.created_at,
    status: inviteStatus(invite, now),
  };
}

export function toVouchView(v: VouchRecord): VouchView {
  return {
    id: v.id,
    voucher_id: v.voucher_id,
    vouchee_id: v.vouchee_id,
    message: v.message,
    attributes: v.attributes,
    first_met_year: v.first_met_year,
    first_met_month: null,
    interaction_frequency: v.interaction_frequency,
    relationship_category: v.relationship_category,
    relationship_context: v.relationship_context,
    character_confidence: v.character_confidence,
    points: v.points,
    created_at: v.created_at,
  };
}

export function toWaitingListEntry(w: WaitingListRecord): WaitingListEntry {
  return {
    id: w.id,
    name: w.name,
    email: w.email,
    vouch_seeker_type: w.vouch_seeker_type,
    created_at: w.created_at,
    invited_at: w.invited_at ?? null,
  };
}

/** A view permission's viewer as its owner sees them (and a search result for granting): who they are, not their e-mail. */
export function toPermissionViewer(p: ProfileRecord): PermissionViewer {
  return { id: p.id, full_name: p.full_name, username: p.username, avatar_url: p.avatar_url };
}

/** A testimonial as its writer and the admins see it. */
export function toTestimonialView(t: TestimonialRecord): TestimonialView {
  return { id: t.id, user_id: t.user_id, name: t.name, content: t.content, is_approved: t.is_approved, created_at: t.created_at };
}
