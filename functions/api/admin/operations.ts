import { INVITE_TREE_PAGE_MAX, WAITING_LIST_PAGE_MAX } from '#domain/paging';
import { leadingToken, listingWord, matchesAllTokens, memberSearchWords, searchTokens } from '#domain/memberSearch';
import type { TreeNodeView } from '#contract/inviteTreeResponses';
import { TREE_ROOTS_PAGE_KEY, ancestorIds, inviteeIds, listTreeRootIds, treeNode, treeNodes, type TreeNode } from '#store/inviteTree';
import { searchWordPage } from '#store/memberSearch';
import { getProfiles } from '#store/profiles';
import { ADMIN_FEEDBACK_PAGE_MAX, countFeedback } from '#domain/feedback';
import { presignDownload } from '#services/attachments';
import { ADMIN_FEEDBACK_PAGE_KEY, FEEDBACK_ID_PATTERN, allAdminStatuses, getFeedback, listAllFeedbackPage, setAdminStatus } from '#store/feedback';
import { conflict, notFound } from '../http/failures';
import { isRefusal } from '#store/errors';
import { inviteWaitingListEntry as storeInvite } from '#store/waitingList';
import { env } from '#services/env';
import { queueMail } from '#services/outbox';
import { waitingListMailFailedNotification } from '#domain/notifications';
import { waitingListInviteMail } from '../mail/waitingListInviteMail';
import { toAdminFeedbackItem } from '../feedback/presenters';
import { WAITING_LIST_PAGE_KEY, countWaitingList, listWaitingListPage } from '#store/waitingList';
import { decodeCursor, encodeCursor } from '../http/cursor';
import type { Operation } from '../operation';
import { FORM_RESPONSES_PAGE_MAX, RECENT_RESPONSE_DAYS } from '#domain/formResponses';
import { FORM_RESPONSES_PAGE_KEY, countFormResponses, listFormResponsesPage } from '#store/formResponses';
import { toWaitingListEntry } from '../presenters';

export { dismissCollusionFlag, listCollusionFlags } from './collusionFlags';

/** Super admin: one page of the waiting list, newest first (searched by name and address when asked), with its total size and the cursor of the next page. */
export const listWaitingList: Operation<'listWaitingList'> = async ({ query }) => {
  const start = decodeCursor(query.cursor, WAITING_LIST_PAGE_KEY.keyNames, WAITING_LIST_PAGE_KEY.fixed);
  const search = query.q?.trim().toLowerCase() || undefined;
  const [page, total] = await Promise.all([listWaitingListPage(search, query.limit ?? WAITING_LIST_PAGE_MAX, start), countWaitingList()]);
  return { entries: page.entries.map(toWaitingListEntry), total, next_cursor: encodeCursor(page.nextKey) };
};

/** Super admin: one page of all feedback, newest first, filtered by admin status and search on the server, with the four counts of everything. */
export const listAllFeedback: Operation<'listAllFeedback'> = async ({ query }) => {
  const start = decodeCursor(query.cursor, ADMIN_FEEDBACK_PAGE_KEY.keyNames, ADMIN_FEEDBACK_PAGE_KEY.fixed);
  const status = query.status && query.status !== 'all' ? query.status : undefined;
  const search = query.q?.trim().toLowerCase() || undefined;
  const [page, statuses] = await Promise.all([
    listAllFeedbackPage({ status, search }, query.limit ?? ADMIN_FEEDBACK_PAGE_MAX, start),
    allAdminStatuses(),
  ]);
  return { items: page.items.map(toAdminFeedbackItem), counts: countFeedback(statuses), next_cursor: encodeCursor(page.nextKey) };
};

function feedbackIdParam(id: string): string {
  if (id.length > 80 || !FEEDBACK_ID_PATTERN.test(id)) throw notFound('Feedback not found');
  return id;
}

/** Super admin: sets an item's admin status, recording who and when. */
export const updateFeedbackStatus: Operation<'updateFeedbackStatus'> = async ({ params, body, caller, now }) => {
  const updated = await setAdminStatus(feedbackIdParam(params.id), body.admin_status, caller.id, now.toISOString());
  if (!updated) throw notFound('Feedback not found');
  return toAdminFeedbackItem(updated);
};

/** Super admin: a one-minute download link of an item's attachment. */
export const getFeedbackAttachment: Operation<'getFeedbackAttachment'> = async ({ params }) => {
  const item = await getFeedback(feedbackIdParam(params.id));
  if (!item?.attachment_key) throw notFound('No attachment');
  return { url: await presignDownload(item.attachment_key) };
};

/**
 * Super admin (beyond the spec): invites a person on the waiting list. The
 * invite is the product's (not the admin's 10), created with the row's
 * "invited" mark in one transaction; then the mail is queued (the outbox,
 * issue 20 §4). A failed mail leaves the invite: one that cannot be queued
 * answers mailed: false, one that fails for good after is told in the
 * admin's bell with the code.
 */
export const inviteWaitingListEntry: Operation<'inviteWaitingListEntry'> = async ({ params, body, caller, now, log }) => {
  if (params.id.length > 64 || !/^[0-9a-f-]+$/.test(params.id)) throw notFound('Waiting list entry not found');
  let result;
  try {
    result = await storeInvite(body.created_at, params.id, now);
  } catch (error) {
    if (isRefusal(error, 'already_invited')) throw conflict('This person has already been invited.');
    throw error;
  }
  if (!result) throw notFound('Waiting list entry not found');
  const { entry, invite } = result;
  let mailed = true;
  try {
    await queueMail(
      waitingListInviteMail({
        to: entry.email,
        name: entry.name,
        inviteCode: invite.invite_code,
        inviteUrl: `${env.appUrl}/?invite_code=${encodeURIComponent(invite.invite_code)}&auto_signup=true`,
      }),
      { userId: caller.id, failed: waitingListMailFailedNotification({ name: entry.name, inviteCode: invite.invite_code }) },
    );
  } catch (error) {
    log.error('waiting-list invitation mail could not be queued', { error: String(error) });
    mailed = false;
  }
  return { entry: toWaitingListEntry(entry), mailed };
};

/** Super admin: one page of the Google Form responses, newest first, searched on the server, with the total and the last 7 days' count. */
export const listFormResponses: Operation<'listFormResponses'> = async ({ query, now }) => {
  const start = decodeCursor(query.cursor, FORM_RESPONSES_PAGE_KEY.keyNames, FORM_RESPONSES_PAGE_KEY.fixed);
  const search = query.q?.trim().toLowerCase() || undefined;
  const since = new Date(now.getTime() - RECENT_RESPONSE_DAYS * 86_400_000).toISOString();
  const [page, counts] = await Promise.all([listFormResponsesPage(search, query.limit ?? FORM_RESPONSES_PAGE_MAX, start), countFormResponses(since)]);
  return {
    responses: page.responses.map(({ id, timestamp, name, email, feedback_text, source, custom_fields, received_at }) => ({
      id,
      timestamp,
      name,
      email,
      feedback_text,
      source,
      custom_fields,
      received_at,
    })),
    counts: { total: counts.total, last_7_days: counts.since },
    next_cursor: encodeCursor(page.nextKey),
  };
};

/** A deleted member stays in the tree (their invitees joined through them), under the name the deletion left. */
async function toTreeNodeView(node: TreeNode, knownPath?: TreeNodeView['path']): Promise<TreeNodeView> {
  return { ...nodeFields(node), path: knownPath ?? (await pathOf(node)) };
}

async function pathOf(node: TreeNode): Promise<TreeNodeView['path']> {
  const path = await ancestorIds(node.profile);
  const byId = new Map((await getProfiles(path)).map((p) => [p.id, p]));
  // An inviter with no profile at all (never a member: only test fixtures make one) is left out.
  return path.flatMap((id) => {
    const p = byId.get(id);
    return p ? [{ id, full_name: p.full_name, username: p.username }] : [];
  });
}

function nodeFields(node: TreeNode): Omit<TreeNodeView, 'path'> {
  return {
    id: node.profile.id,
    full_name: node.profile.full_name,
    username: node.profile.username,
    joined_at: node.profile.created_at,
    vouches_received: node.vouchesReceived,
    vouches_given: node.vouchesGiven,
    invited: node.invited,
  };
}

/** How many members a tree search shows: the first matches, by name order; the search is for finding one member. */
const TREE_SEARCH_RESULTS = 20;

/**
 * Admin: the invite tree's first level (the members who joined without an
 * invite, oldest first, paged), or with `q` the members whose words start
 * with every search word (the directory's index), each with the inviters
 * above them.
 */
export const listInviteTree: Operation<'listInviteTree'> = async ({ query }) => {
  const tokens = searchTokens(query.q ?? '');
  if (tokens.length) {
    const token = leadingToken(tokens) ?? '';
    const page = await searchWordPage(token, TREE_SEARCH_RESULTS * 2, undefined);
    const profiles = await getProfiles(page.hits.map((h) => h.userId));
    const matching = profiles.filter((p) => matchesAllTokens(memberSearchWords(p), tokens) && listingWord(memberSearchWords(p), token));
    const nodes = await treeNodes(matching.slice(0, TREE_SEARCH_RESULTS).map((p) => p.id));
    return { nodes: await Promise.all(nodes.map((node) => toTreeNodeView(node))), next_cursor: null };
  }
  const start = decodeCursor(query.cursor, TREE_ROOTS_PAGE_KEY.keyNames, TREE_ROOTS_PAGE_KEY.fixed);
  const page = await listTreeRootIds(query.limit ?? INVITE_TREE_PAGE_MAX, start);
  const nodes = await treeNodes(page.ids);
  // Roots have no inviter: their path is empty.
  return { nodes: await Promise.all(nodes.map((node) => toTreeNodeView(node, []))), next_cursor: encodeCursor(page.nextKey) };
};

/** Admin: one member opened in the tree, and the members who joined with their invites. */
export const getInviteTreeBranch: Operation<'getInviteTreeBranch'> = async ({ params }) => {
  const node = params.userId.length <= 100 ? await treeNode(params.userId) : undefined;
  if (!node) throw notFound('User profile not found');
  const [view, children] = await Promise.all([toTreeNodeView(node), inviteeIds(node.profile.id).then(treeNodes)]);
  // The children's path is the node's and the node itself: no second walk up the tree.
  const childPath = [...view.path, { id: view.id, full_name: view.full_name, username: view.username }];
  return { node: view, children: await Promise.all(children.map((child) => toTreeNodeView(child, childPath))) };
};
