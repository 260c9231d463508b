import type { MyProfile } from '#contract/responses';
import type { DirectoryEntry } from './DirectoryCard';

/** The viewer's own card ('YOUR PROFILE'), from their own profile: the API lists only others. */
export function selfEntry(me: MyProfile): DirectoryEntry {
  return {
    self: true,
    limited: false,
    id: me.id,
    username: me.username,
    full_name: me.full_name,
    avatar_url: me.avatar_url,
    title_description: me.title_description,
    city: me.city,
    state: me.state,
    country: me.country,
    score: { total_score: me.score.total_score, tier: me.score.tier, total_vouches: me.score.total_vouches },
    vouches_given: me.vouches_given,
    has_vouched_for: false,
    they_vouched_for_me: false,
  };
}
