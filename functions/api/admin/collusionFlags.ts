/**
 * The admin's collusion flags (issue 11 §5, issue 22 #18): the list, newest
 * first, with each member's name, and an admin's dismissal with a note.
 * Flags inform; nothing here changes a score.
 */
import type { CollusionFlag } from '#contract/collusionResponses';
import { COLLUSION_KINDS } from '#domain/collusion';
import { COLLUSION_FLAGS_PAGE_MAX } from '#domain/paging';
import {
  COLLUSION_PAGE_KEY,
  dismissCollusionFlag as storeDismissal,
  isDismissed,
  listCollusionFlagsPage,
  type CollusionFlagRecord,
} from '#store/collusionFlags';
import { getProfiles, type ProfileRecord } from '#store/profiles';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { notFound } from '../http/failures';
import type { Operation } from '../operation';

/** A group key is a kind and at most three member ids: anything longer or of another shape names no flag. */
const GROUP_KEY_MAX = 200;

function groupKeyParam(id: string): string {
  const kind = id.length <= GROUP_KEY_MAX ? id.slice(0, id.indexOf('#')) : '';
  if (!(COLLUSION_KINDS as readonly string[]).includes(kind)) throw notFound('Flag not found');
  return id;
}

function toCollusionFlag(flag: CollusionFlagRecord, profiles: ReadonlyMap<string, ProfileRecord>): CollusionFlag {
  const person = (id: string) => profiles.get(id);
  return {
    id: flag.group_key,
    kind: flag.kind,
    members: flag.members.map((id) => ({ id, full_name: person(id)?.full_name ?? null, username: person(id)?.username ?? null })),
    evidence: flag.evidence,
    detected_at: flag.detected_at,
    cleared_at: flag.cleared_at ?? null,
    dismissal:
      flag.dismissed_at && flag.dismissed_by
        ? {
            dismissed_at: flag.dismissed_at,
            note: flag.dismissal_note ?? '',
            admin: { id: flag.dismissed_by, full_name: person(flag.dismissed_by)?.full_name ?? null },
          }
        : null,
    dismissed: isDismissed(flag),
  };
}

const peopleOf = (flag: CollusionFlagRecord) => [...flag.members, ...(flag.dismissed_by ? [flag.dismissed_by] : [])];

async function profilesOf(flags: readonly CollusionFlagRecord[]): Promise<Map<string, ProfileRecord>> {
  return new Map((await getProfiles(flags.flatMap(peopleOf))).map((p) => [p.id, p]));
}

/** Admin: the collusion flags, newest first, with each member's name. */
export const listCollusionFlags: Operation<'listCollusionFlags'> = async ({ query }) => {
  const start = decodeCursor(query.cursor, COLLUSION_PAGE_KEY.keyNames, COLLUSION_PAGE_KEY.fixed);
  const page = await listCollusionFlagsPage(query.limit ?? COLLUSION_FLAGS_PAGE_MAX, start);
  const profiles = await profilesOf(page.flags);
  return { flags: page.flags.map((flag) => toCollusionFlag(flag, profiles)), next_cursor: encodeCursor(page.nextKey) };
};

/** Admin: dismisses a flag with a note saying why; who and when are kept with it. */
export const dismissCollusionFlag: Operation<'dismissCollusionFlag'> = async ({ params, body, caller, now }) => {
  const flag = await storeDismissal(groupKeyParam(params.id), { adminId: caller.id, note: body.note }, now.toISOString());
  if (!flag) throw notFound('Flag not found');
  return toCollusionFlag(flag, await profilesOf([flag]));
};
