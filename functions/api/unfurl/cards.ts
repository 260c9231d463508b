/**
 * What a shared link's preview may say (issue 23 §1), read from the store.
 * Who may be named, and with what, is decided by memberView
 * (domain/profileVisibility.ts), the one rule every route uses:
 * - a 'Vouch for Me' link or an invitation can be written by anyone for any
 *   member, so its reader is the anonymous viewer (anonymousViewerFacts):
 *   the limited view, i.e. the member's name, never their score or tier;
 * - the success card's link carries the vouch's own id, which only its
 *   voucher (and those who may see the vouch) holds: it is the voucher's
 *   share, so it shows what the voucher sees of the receiver, as the card
 *   they downloaded does.
 * A member who is deleted (or being deleted), has no name yet, or has
 * nothing of a reputation to show (the spec's limited member) gives the
 * generic card, as does an unknown, redeemed or expired invitation.
 */
import { isProfileHidden } from '#domain/accountDeletion';
import { isWellFormedInviteCode, normalizeInviteCode } from '#domain/invites';
import { anonymousViewerFacts, hasReputationToShow, memberView, type ReputationFacts, type VisibilityFacts } from '#domain/profileVisibility';
import { formatPoints } from '#domain/scoring';
import { inviteCardContent, vouchedCardContent, vouchForCardContent, type ShareCardContent } from '#domain/shareCard';
import { tierFor } from '#domain/tiers';
import type { ShareLink } from '#domain/unfurl';
import { USERNAME_PATTERN } from '#domain/validation';
import { getRedeemableInvite } from '#store/invites';
import { getOwnRecords, type OwnRecords } from '#store/ownRecords';
import { profileIdByUsername } from '#store/profiles';
import { getVouch } from '#store/vouches';

/** Member ids are UUIDs (as the members routes check them). */
const MEMBER_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

/** A personal card: its texts for the tags and its picture. */
export interface PersonalCard {
  title: string;
  description: string;
  imageAlt: string;
  content: ShareCardContent;
}

/** A link's user parameter (a username in any case, or a member id, as getMember reads it) as a member id. */
async function memberIdOf(user: string): Promise<string | undefined> {
  const username = user.toLowerCase();
  const byName = USERNAME_PATTERN.test(username) ? await profileIdByUsername(username) : undefined;
  return byName ?? (MEMBER_ID_PATTERN.test(user) ? user : undefined);
}

function reputationOf(records: OwnRecords): ReputationFacts {
  return { total_score: records.score.total_score, total_vouches: records.score.total_vouches, vouches_given: records.vouchesGiven };
}

interface Subject {
  name: string;
  /** Present only when the viewer may see the member in full. */
  standing?: { score: number; tier: string };
}

/**
 * What `facts`' viewer may see of a member, for a card: undefined when the
 * card must not name them (no profile, hidden, no name, nothing to show).
 */
async function subjectOf(memberId: string, factsFor: (owner: ReputationFacts) => VisibilityFacts): Promise<Subject | undefined> {
  const records = await getOwnRecords(memberId, { consistent: false });
  const profile = records.profile;
  if (!profile || isProfileHidden(profile)) return undefined;
  const reputation = reputationOf(records);
  if (!hasReputationToShow(reputation)) return undefined;
  const view = memberView(factsFor(reputation), {
    id: profile.id,
    username: profile.username,
    full_name: profile.full_name,
    avatar_url: profile.avatar_url,
    score: records.score.total_score,
  });
  const name = view.full_name?.trim() || view.username;
  if (!name) return undefined;
  return view.limited ? { name } : { name, standing: { score: view.score, tier: tierFor(view.score).name } };
}

/** The personal card of `link`, or undefined for the generic one. */
export async function personalCard(link: ShareLink, now: Date): Promise<PersonalCard | undefined> {
  switch (link.kind) {
    case 'invite': {
      const code = normalizeInviteCode(link.code);
      const invite = isWellFormedInviteCode(code) ? await getRedeemableInvite(code, now) : undefined;
      if (!invite) return undefined;
      const inviter = await subjectOf(invite.inviter_user_id, anonymousViewerFacts);
      if (!inviter) return undefined;
      const title = `${inviter.name} invited you to Vouched`;
      return {
        title,
        description: 'Vouched is invite-only: character references from the people who know you. Your invitation is waiting.',
        imageAlt: `${title}.`,
        content: inviteCardContent({ inviterName: inviter.name }),
      };
    }
    case 'vouchFor': {
      const memberId = await memberIdOf(link.user);
      const member = memberId ? await subjectOf(memberId, anonymousViewerFacts) : undefined;
      if (!member) return undefined;
      const title = `Vouch for ${member.name}`;
      const standing = member.standing;
      return {
        title,
        description: standing
          ? `${member.name} is ${standing.tier} with ${formatPoints(standing.score)} on Vouched. Know them? Add your vouch.`
          : `Know ${member.name}? Add your vouch on Vouched: digital letters of recommendation, all in one place.`,
        imageAlt: standing ? `${title}: ${standing.tier}, ${formatPoints(standing.score)}.` : `${title}.`,
        content: vouchForCardContent({ name: member.name, score: standing?.score ?? null, tier: standing?.tier ?? null }),
      };
    }
    case 'vouched': {
      const voucheeId = await memberIdOf(link.user);
      if (!voucheeId || !MEMBER_ID_PATTERN.test(link.by) || link.by === voucheeId) return undefined;
      const vouch = await getVouch(link.by, voucheeId);
      if (!vouch || vouch.id !== link.card) return undefined;
      // The voucher's share: a voucher who is gone (or going) shares nothing.
      const voucher = await getOwnRecords(link.by, { consistent: false });
      if (!voucher.profile || isProfileHidden(voucher.profile)) return undefined;
      const vouchee = await subjectOf(voucheeId, (owner) => ({ ...anonymousViewerFacts(owner), viewerVouchedForOwner: true }));
      if (!vouchee) return undefined;
      const qualities = Object.keys(vouch.attributes);
      const title = `I vouched for ${vouchee.name}`;
      const shown = qualities.slice(0, 3).join(', ');
      return {
        title,
        description: `${shown ? `For their ${shown}. ` : ''}Know them too? Add your vouch on Vouched.`,
        imageAlt: `Share card: ${title}${qualities.length ? ` (${qualities.slice(0, 5).join(', ')})` : ''}, +${formatPoints(vouch.points)}.`,
        content: vouchedCardContent({ name: vouchee.name, points: vouch.points, qualities, tier: vouchee.standing?.tier ?? null }),
      };
    }
  }
}
