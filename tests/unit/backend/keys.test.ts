import { describe, expect, it } from 'vitest';
import { confusableSkeleton } from '#domain/confusables';
import { displayNameSkeleton } from '#domain/lookalikeNames';
import { deletionAuditEntity, deletionRequestEntity, deletionTokenEntity } from '#store/accountDeletions';
import { blogCacheEntity } from '#store/blogCache';
import { collusionFlagEntity } from '#store/collusionFlags';
import { connectionEntity, connectionOwnerEntity } from '#store/connections';
import { inviteCounter, vouchesGivenCounter } from '#store/counters';
import { dataRequestEntity, pendingDataRequestGuard } from '#store/dataRequests';
import { displayNameEntity } from '#store/displayNameIndex';
import { emailTokenEntity } from '#store/emailTokens';
import { feedbackEntity } from '#store/feedback';
import { formResponseEntity } from '#store/formResponses';
import { emailGuard, usernameGuard, usernameSkeletonGuard } from '#store/guards';
import { treeRootEntity } from '#store/inviteTreeRoots';
import { inviteExpiryMarker, inviteExpiryPartition, inviteEntity, signUpReservation } from '#store/invites';
import { jobCursorEntity } from '#store/jobCursors';
import { mailQuotaEntity } from '#store/mailQuota';
import { memberCountEntity } from '#store/memberCount';
import { searchWordEntity } from '#store/memberSearch';
import { notificationEntity } from '#store/notifications';
import { phoneCodeEntity } from '#store/phoneCodes';
import { pendingVouchEntity, pendingVouchGuard } from '#store/pendingVouches';
import { blankProfile, membersIndex, profileEntity } from '#store/profiles';
import { rateBucketEntity } from '#store/rateLimits';
import { emptyScoreItem, scoreEntity } from '#store/scores';
import { searchTermsEntity } from '#store/searchTerms';
import { testimonialEntity } from '#store/testimonials';
import { transcriptSummaryItem } from '#store/transcriptSummaries';
import { viewPermissionEntity } from '#store/viewPermissions';
import { vouchDaysItem } from '#store/vouchDays';
import { vouchEntity, type VouchRecord } from '#store/vouches';
import { waitingListAddressGuard, waitingListEntity } from '#store/waitingList';

describe('key builders', () => {
  it('guards ignore case and surrounding spaces, so uniqueness ignores case', () => {
    expect(usernameGuard.key({ username: ' Maya.Chen ' })).toEqual(usernameGuard.key({ username: 'maya.chen' }));
    expect(emailGuard.key({ email: 'Maya@Example.TEST' })).toEqual(emailGuard.key({ email: 'maya@example.test' }));
    expect(signUpReservation.key({ email: 'A@B.test' })).toEqual(signUpReservation.key({ email: 'a@b.test' }));
  });

  it('keys a vouch by (vouchee, voucher), so a pair has exactly one item', () => {
    expect(vouchEntity.key({ voucher_id: 'alice', vouchee_id: 'bob' })).toEqual({ PK: 'USER#bob', SK: 'VOUCH#alice' });
    expect(vouchEntity.key({ voucher_id: 'alice', vouchee_id: 'bob' })).not.toEqual(vouchEntity.key({ voucher_id: 'bob', vouchee_id: 'alice' }));
  });

  it('keeps profile, score, invite counter and received vouches in the member’s partition', () => {
    const pk = 'USER#m1';
    expect(
      [
        profileEntity.key({ id: 'm1' }),
        scoreEntity.key({ user_id: 'm1' }),
        inviteCounter.key({ user_id: 'm1' }),
        vouchEntity.key({ voucher_id: 'x', vouchee_id: 'm1' }),
      ].map((k) => k.PK),
    ).toEqual([pk, pk, pk, pk]);
  });

  it('sorts the member’s own records before the vouches they received, so one Query reads them alone', () => {
    const own = [
      profileEntity.key({ id: 'm1' }),
      scoreEntity.key({ user_id: 'm1' }),
      inviteCounter.key({ user_id: 'm1' }),
      vouchesGivenCounter.key({ user_id: 'm1' }),
    ].map((k) => k.SK);
    for (const sk of own) expect(sk < vouchEntity.key({ voucher_id: 'a', vouchee_id: 'm1' }).SK).toBe(true);
  });

  it('sorts an inviter’s invites and a voucher’s vouches by creation time', () => {
    expect(
      inviteEntity.indexes.ofInviter.sort({ created_at: '2026-01-02T00:00:00.000Z', invite_code: 'CODE' }) >
        inviteEntity.indexes.ofInviter.sort({ created_at: '2026-01-01T00:00:00.000Z', invite_code: 'CODE' }),
    ).toBe(true);
    expect(
      vouchEntity.indexes.given.sort({ created_at: '2026-01-02T00:00:00.000Z', vouchee_id: 'b' }) >
        vouchEntity.indexes.given.sort({ created_at: '2026-01-01T23:59:59.999Z', vouchee_id: 'a' }),
    ).toBe(true);
  });

  it('files an invite’s expiry marker under its UTC day, sorted by the expiry instant', () => {
    expect(inviteExpiryPartition('2026-03-04T22:10:00.000Z')).toBe('INVITE_EXPIRY#2026-03-04');
    expect(inviteExpiryMarker.key({ expires_at: '2026-03-04T22:10:00.000Z', invite_code: 'ABCDEFGH' })).toEqual({
      PK: 'INVITE_EXPIRY#2026-03-04',
      SK: '2026-03-04T22:10:00.000Z#ABCDEFGH',
    });
  });
});

/**
 * The items the entities write, attribute for attribute as docs/data-model.md
 * states them: what the table already holds must keep reading, so no
 * declaration may move a key or an index attribute.
 */
describe('stored items', () => {
  const at = '2026-01-02T03:04:05.000Z';

  it('a profile: its member’s partition, and GSI5 newest first', () => {
    const profile = blankProfile({
      id: 'm1',
      email: 'maya@example.test',
      email_verified: true,
      full_name: 'Maya Chen',
      username: 'maya',
      is_super_admin: false,
      created_at: at,
      updated_at: at,
    });
    expect(profileEntity.item(profile)).toEqual({ PK: 'USER#m1', SK: 'PROFILE', GSI5PK: 'MEMBERS', GSI5SK: `${at}#m1`, ...profile });
    expect(membersIndex).toMatchObject({ name: 'GSI5', partitionKey: 'GSI5PK', sortKey: 'GSI5SK', partition: 'MEMBERS' });
  });

  it('the uniqueness guards: the member’s id under the normalised name or address', () => {
    expect(usernameGuard.item({ user_id: 'm1' }, { username: 'Maya' })).toEqual({ PK: 'USERNAME#maya', SK: 'USERNAME', user_id: 'm1' });
    expect(usernameSkeletonGuard.item({ user_id: 'm1' }, { username: 'rnaya' })).toEqual({
      PK: `USERNAME_SKELETON#${confusableSkeleton('rnaya')}`,
      SK: 'USERNAME_SKELETON',
      user_id: 'm1',
    });
    expect(emailGuard.item({ user_id: 'm1' }, { email: 'Maya@Example.TEST' })).toEqual({ PK: 'EMAIL#maya@example.test', SK: 'EMAIL', user_id: 'm1' });
  });

  it('a score: the member’s partition, the totals, and both ranked orders’ partition (their sort keys are the totals)', () => {
    expect(emptyScoreItem('m1')).toEqual({
      PK: 'USER#m1',
      SK: 'SCORE',
      GSI3PK: 'MEMBERS',
      GSI4PK: 'MEMBERS',
      user_id: 'm1',
      total_score: 0,
      total_vouches: 0,
      core_character_score: 0,
      interpersonal_skills_score: 0,
      leadership_qualities_score: 0,
      awareness_eq_score: 0,
      thinking_style_score: 0,
      creative_thinking_score: 0,
    });
  });

  it('the counters: one number beside the profile', () => {
    expect(inviteCounter.item({ count: 2 }, { user_id: 'm1' })).toEqual({ PK: 'USER#m1', SK: 'INVITE_COUNT', count: 2 });
    expect(vouchesGivenCounter.item({ count: 3 }, { user_id: 'm1' })).toEqual({ PK: 'USER#m1', SK: 'GIVEN_COUNT', count: 3 });
  });

  it('a vouch: the receiver’s partition, GSI1 under its giver and GSI2 under its receiver, newest first', () => {
    const vouch: VouchRecord = {
      id: 'v1',
      voucher_id: 'a',
      vouchee_id: 'b',
      message: 'Kind and steady.',
      attributes: { Integrity: true },
      first_met_year: 2020,
      first_met_month: null,
      interaction_frequency: 'weekly',
      relationship_category: 'professional',
      relationship_context: 'colleague',
      character_confidence: 5,
      points: 12,
      created_at: at,
      updated_at: at,
      version: 0,
    };
    expect(vouchEntity.item(vouch)).toEqual({
      PK: 'USER#b',
      SK: 'VOUCH#a',
      GSI1PK: 'VOUCHER#a',
      GSI1SK: `${at}#b`,
      GSI2PK: 'VOUCHEE#b',
      GSI2SK: `${at}#a`,
      ...vouch,
    });
  });

  it('an invite under its code, on GSI1 under its inviter; its expiry marker and sign-up reservation with their TTLs', () => {
    const invite = {
      id: 'ABCD2345',
      invite_code: 'ABCD2345',
      inviter_user_id: 'm1',
      channel: 'web' as const,
      invitee_email: null,
      invite_expires_at: '2026-03-04T22:10:00.000Z',
      registered: false,
      created_at: at,
    };
    expect(inviteEntity.item(invite)).toEqual({ PK: 'INVITE#ABCD2345', SK: 'INVITE', GSI1PK: 'INVITER#m1', GSI1SK: `${at}#ABCD2345`, ...invite });
    expect(inviteExpiryMarker.item({ invite_code: 'ABCD2345' }, { expires_at: '2026-03-04T22:10:00.000Z', invite_code: 'ABCD2345' })).toEqual({
      PK: 'INVITE_EXPIRY#2026-03-04',
      SK: '2026-03-04T22:10:00.000Z#ABCD2345',
      invite_code: 'ABCD2345',
      expiresAt: Date.parse('2026-03-04T22:10:00.000Z') / 1000 + 90 * 86400,
    });
    const hold = { invite_code: 'ABCD2345', email: 'a@b.test', reserved_until: '2026-03-01T10:15:00.000Z' };
    expect(signUpReservation.item(hold)).toEqual({
      PK: 'SIGNUP#a@b.test',
      SK: 'SIGNUP',
      ...hold,
      expiresAt: Date.parse(hold.reserved_until) / 1000 + 86400,
    });
  });

  it('a notification in its member’s notification partition, on the unread index only while unread', () => {
    const unread = { id: 'n1', user_id: 'm1', type: 'vouch_received' as const, title: 'T', message: 'M', is_read: false, created_at: at };
    expect(notificationEntity.item(unread)).toEqual({ PK: 'NOTIFS#m1', SK: 'NOTIF#n1', GSI1PK: 'UNREAD#m1', GSI1SK: 'n1', ...unread });
    expect(notificationEntity.item({ ...unread, is_read: true })).toEqual({ PK: 'NOTIFS#m1', SK: 'NOTIF#n1', ...unread, is_read: true });
  });

  it('the one-item entities: the blog cache and the member count; a job cursor under its job', () => {
    const cache = { posts: [{ title: 'T', link: 'https://example.test/p', pub_date: null, excerpt: 'E' }], fetched_at: at };
    expect(blogCacheEntity.item(cache)).toEqual({ PK: 'BLOG#FEED', SK: 'CACHE', ...cache });
    expect(memberCountEntity.item({ count: 7 })).toEqual({ PK: 'STATS', SK: 'MEMBER_COUNT', count: 7 });
    expect(jobCursorEntity.item({ day: '2026-01-01' }, { job: 'expireInvites' })).toEqual({
      PK: 'JOB#expireInvites',
      SK: 'CURSOR',
      day: '2026-01-01',
    });
  });

  it('an invite tree root in one partition, oldest first; a search word under its first character, sorted by word', () => {
    expect(treeRootEntity.item({ user_id: 'm1' }, { user_id: 'm1', created_at: at })).toEqual({
      PK: 'INVITE_TREE_ROOTS',
      SK: `${at}#m1`,
      user_id: 'm1',
    });
    expect(searchWordEntity.item({ user_id: 'm1', word: 'maya' })).toEqual({ PK: 'WORD#m', SK: 'maya#m1', user_id: 'm1', word: 'maya' });
  });

  it('what only updates write: a day’s mail quota (TTL three days after the day began), the search terms, a rate bucket', () => {
    expect(mailQuotaEntity.item({ count: 1 }, { user_id: 'm1', day: '2026-01-02' })).toEqual({
      PK: 'MAIL_QUOTA#m1',
      SK: '2026-01-02',
      count: 1,
      expiresAt: Date.parse('2026-01-02T00:00:00.000Z') / 1000 + 3 * 86400,
    });
    const terms = { terms: new Set(['maya']), flagged_at: at };
    expect(searchTermsEntity.item(terms, { user_id: 'm1' })).toEqual({ PK: 'USER#m1', SK: 'SEARCH_TERMS', ...terms });
    expect(rateBucketEntity.item({ tat: 1_700_000_000_000 }, { route_id: 'listBlogPosts', who: 'ip:203.0.113.9' })).toEqual({
      PK: 'RATE#listBlogPosts#ip:203.0.113.9',
      SK: 'BUCKET',
      tat: 1_700_000_000_000,
    });
  });

  it('an e-mail token and a phone code under their member, each with its TTL', () => {
    const token = { user_id: 'm1', token_hash: 'h', email: 'maya@example.test', expires_at: '2026-01-03T03:04:05.000Z', created_at: at };
    expect(emailTokenEntity.item(token)).toEqual({
      PK: 'EMAIL_TOKEN#m1',
      SK: 'EMAIL_TOKEN',
      ...token,
      expiresAt: Date.parse(token.expires_at) / 1000 + 86400,
    });
    const code = {
      user_id: 'm1',
      phone: '+15550100',
      code_hash: 'h',
      salt: 's',
      expires_at: '2026-01-02T03:19:05.000Z',
      attempts: 0,
      verified: false,
      sent_at: [Date.parse(at)],
      version: 1,
      created_at: at,
    };
    // An hour after the later of the last send and the expiry.
    expect(phoneCodeEntity.item(code)).toEqual({
      PK: 'PHONE_CODE#m1',
      SK: 'PHONE_CODE',
      ...code,
      expiresAt: Date.parse('2026-01-02T04:19:05.000Z') / 1000,
    });
  });

  it('the points per day beside the profile: the member’s id and one number per day', () => {
    expect(vouchDaysItem('m1', { '2026-01-02': 12 })).toEqual({ PK: 'USER#m1', SK: 'VOUCH_DAYS', user_id: 'm1', 'day#2026-01-02': 12 });
  });

  it('the transcript summary beside the profile, after every received vouch (SK > "VOUCH#", not under it), with its revision', () => {
    const tally = { vouches: 1, attributes: { Focus: 1 }, contexts: { friend: { count: 1, newest: { created_at: at, voucher_id: 'v1' } } } };
    const item = transcriptSummaryItem('m1', tally, 3);
    expect(item).toEqual({ PK: 'USER#m1', SK: 'VOUCH_TRANSCRIPT', user_id: 'm1', revision: 3, ...tally });
    expect(String(item.SK) > 'VOUCH#' && !String(item.SK).startsWith('VOUCH#')).toBe(true);
  });

  it('a display-name index entry under its name’s skeleton, keyed by its member', () => {
    const entry = { user_id: 'm1', full_name: 'Sasha Pope', updated_at: at };
    expect(displayNameEntity.item(entry)).toEqual({ PK: `DISPLAY_NAME_SKELETON#${displayNameSkeleton('Sasha Pope')}`, SK: 'm1', ...entry });
  });

  it('a socket connection and its owner item: the same attributes and the same TTL, 3 hours after it opened', () => {
    const open = { user_id: 'm1', connection_id: 'conn-1=', connected_at: at };
    const expiresAt = Date.parse(at) / 1000 + 3 * 3600;
    expect(connectionEntity.item(open)).toEqual({ PK: 'SOCKETS#m1', SK: 'CONN#conn-1=', ...open, expiresAt });
    expect(connectionOwnerEntity.item(open)).toEqual({ PK: 'SOCKET#conn-1=', SK: 'SOCKET', ...open, expiresAt });
  });

  it('a form response in its one partition, under the form’s time and the delivery key', () => {
    const response = {
      id: 'abc123',
      timestamp: at,
      name: 'Nia',
      email: 'nia@example.test',
      feedback_text: 'Good.',
      source: 'google_form',
      custom_fields: { Topics: ['a', 'b'] },
      received_at: at,
    };
    expect(formResponseEntity.item(response)).toEqual({ PK: 'FORM_RESPONSES', SK: `${at}#abc123`, ...response });
  });

  it('a testimonial in its one partition, on GSI1 under its member only when it has one', () => {
    const testimonial = { id: 't1', user_id: 'm1', name: 'Maya', content: 'Kind people.', is_approved: true, created_at: at };
    expect(testimonialEntity.item(testimonial)).toEqual({
      PK: 'TESTIMONIALS',
      SK: `${at}#t1`,
      GSI1PK: 'TESTIMONIALS_OF#m1',
      GSI1SK: `${at}#t1`,
      ...testimonial,
    });
    expect(testimonialEntity.item({ ...testimonial, user_id: null })).toEqual({ PK: 'TESTIMONIALS', SK: `${at}#t1`, ...testimonial, user_id: null });
  });

  it('account deletion: the request beside the profile (TTL two days while unconfirmed), its token under its hash, the audit record', () => {
    const requested = { user_id: 'm1', token_hash: 'h1', requested_at: at, state: 'requested' as const };
    expect(deletionRequestEntity.item(requested)).toEqual({
      PK: 'USER#m1',
      SK: 'DELETION_REQUEST',
      ...requested,
      expiresAt: Date.parse(at) / 1000 + 48 * 3600,
    });
    const confirmed = { ...requested, state: 'confirmed' as const, confirmed_at: at, delete_at: at, execution_name: 'x' };
    expect(deletionRequestEntity.item(confirmed)).toEqual({ PK: 'USER#m1', SK: 'DELETION_REQUEST', ...confirmed });
    expect(deletionTokenEntity.item({ user_id: 'm1' }, { token_hash: 'h1' })).toEqual({
      PK: 'DELETION_TOKEN#h1',
      SK: 'DELETION_TOKEN',
      user_id: 'm1',
    });
    const audit = {
      user_id: 'm1',
      deletion_token: 'h1',
      reason: 'user_requested',
      metadata: { original_username: 'maya', original_full_name: null, deletion_timestamp: at },
    };
    expect(deletionAuditEntity.item(audit)).toEqual({ PK: 'ACCOUNT_DELETION#m1', SK: 'ACCOUNT_DELETION', ...audit });
  });

  it('a collusion flag under its group key in one partition, on GSI1 in the admin’s list by its detection time', () => {
    const flag = {
      group_key: 'reciprocal#a+b',
      kind: 'reciprocal' as const,
      members: ['a', 'b'],
      evidence: [{ voucher_id: 'a', vouchee_id: 'b', created_at: at }],
      detected_at: at,
      updated_at: at,
    };
    expect(collusionFlagEntity.item(flag)).toEqual({
      PK: 'COLLUSION',
      SK: 'reciprocal#a+b',
      GSI1PK: 'COLLUSION_FLAGS',
      GSI1SK: `${at}#reciprocal#a+b`,
      ...flag,
    });
  });

  it('a data access request in its member’s partition of requests by creation time; the pending guard beside them', () => {
    const request = { id: 'r1', user_id: 'm1', user_handle: 'maya', request_reason: 'Data export', status: 'pending' as const, created_at: at };
    expect(dataRequestEntity.item(request)).toEqual({ PK: 'DATA_REQUESTS#m1', SK: `REQUEST#${at}#r1`, ...request });
    expect(pendingDataRequestGuard.item({ request_id: 'r1', created_at: at }, { user_id: 'm1' })).toEqual({
      PK: 'DATA_REQUESTS#m1',
      SK: 'PENDING',
      request_id: 'r1',
      created_at: at,
    });
  });

  it('beta feedback in its one partition by its id, on GSI1 under its member', () => {
    const id = '20260102T030405000Z-0b7c2f1e-4a5d-4c3b-9e8f-1a2b3c4d5e6f';
    const feedback = {
      id,
      user_id: 'm1',
      feedback_type: 'bug',
      title: 'T',
      description: 'D',
      importance: 'low',
      attachment_key: null,
      status: 'open',
      is_archived: false,
      admin_status: 'open',
      admin_updated_at: null,
      updated_by: null,
      created_at: at,
      full_name: 'Maya Chen',
      email: 'maya@example.test',
    };
    expect(feedbackEntity.item(feedback)).toEqual({ PK: 'FEEDBACK', SK: `F#${id}`, GSI1PK: 'FEEDBACK_OF#m1', GSI1SK: id, ...feedback });
  });

  it('a pending vouch under its invite’s code; its guard under the voucher and the lower-case address', () => {
    const pending = {
      id: 'v1',
      voucher_id: 'a',
      vouchee_id: null,
      pending_email: 'nia@example.test',
      pending_name: 'Nia',
      pending_invite_code: 'ABCD2345',
      message: 'Kind and steady.',
      attributes: { Integrity: true as const },
      first_met_year: 2020,
      first_met_month: null,
      interaction_frequency: 'weekly',
      relationship_category: 'professional',
      relationship_context: 'colleague',
      character_confidence: 5,
      points: 12,
      created_at: at,
    };
    expect(pendingVouchEntity.item(pending)).toEqual({ PK: 'PENDING_VOUCH#ABCD2345', SK: 'PENDING_VOUCH', ...pending });
    const hold = { invite_code: 'ABCD2345', invite_expires_at: at };
    expect(pendingVouchGuard.item(hold, { voucher_id: 'a', email: 'Nia@Example.TEST' })).toEqual({
      PK: 'PENDING_VOUCH_TO#a#nia@example.test',
      SK: 'PENDING_VOUCH_TO',
      ...hold,
    });
  });

  it('a view permission in its owner’s partition of grants, on GSI1 under its viewer', () => {
    const permission = { shared_user_id: 'o1', viewer_user_id: 'v1', granted_at: at };
    expect(viewPermissionEntity.item(permission)).toEqual({
      PK: 'VIEW_GRANTS#o1',
      SK: 'VIEWER#v1',
      GSI1PK: 'VIEW_GRANTS_TO#v1',
      GSI1SK: 'OWNER#o1',
      ...permission,
    });
  });

  it('a waiting-list entry in its one partition by its time; its address guard under the normalised address', () => {
    const entry = { id: 'w1', name: 'Walt', email: 'walt@example.test', vouch_seeker_type: null, created_at: at };
    expect(waitingListEntity.item(entry)).toEqual({ PK: 'WAITLIST', SK: `${at}#w1`, ...entry });
    expect(waitingListAddressGuard.item({ entry_created_at: at, entry_id: 'w1' }, { email: ' Walt@Example.TEST ' })).toEqual({
      PK: 'WAITLIST_EMAIL#walt@example.test',
      SK: 'GUARD',
      entry_created_at: at,
      entry_id: 'w1',
    });
  });
});
