/**
 * The inputs that took seconds before issue 6 (its section 1): the unit
 * tests bound what the field checks cost on them, the bench times them
 * through the handlers. Each is [label, value].
 */

/** E-mails a backtracking pattern took seconds on. */
export const SLOW_EMAILS: readonly (readonly [label: string, email: string])[] = [
  ['a@ + 50,000 dots + @', `a@${'.'.repeat(50_000)}@`],
  ['a@ + a. × 25,000 + @', `a@${'a.'.repeat(25_000)}@`],
];

/** Vouch messages the old sanitizer took seconds on. */
export const SLOW_VOUCH_MESSAGES: readonly (readonly [label: string, message: string])[] = [
  ['60,000 <', '<'.repeat(60_000)],
  ['60,000 newlines then x', `${'\n'.repeat(60_000)}x`],
];

/** A vouch the schema accepts once a message is added. */
export const VOUCH_FIELDS = {
  vouchee_id: 'x',
  attributes: ['Integrity', 'Reliability', 'Empathy'],
  first_met_year: 2018,
  interaction_frequency: 'Weekly',
  relationship_category: 'work',
  relationship_context: 'collaborator_or_teammate',
  character_confidence: 4,
} as const;
