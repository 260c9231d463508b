/**
 * A vouch as it is kept and shown, defined once: the store reads its items
 * with these fields (store/vouches.ts; store/pendingVouches.ts for a vouch
 * whose receiver is not a member yet) and the contract answers with them
 * (contract/features/vouches.ts). zod/mini, because the Cognito trigger that
 * claims a pending vouch bundles it and must stay light (so no format checks
 * here: the contract checks the year is whole and the time ISO in its
 * answers); the contract's strict objects take mini fields as they are.
 */
import * as z from 'zod/mini';

/** What the voucher wrote and chose, what it is worth and when it was given: alike in a vouch and a pending one. */
const givenFields = {
  /** Sanitized rich text (functions/api/richText.ts), as stored. */
  message: z.string(),
  /** The chosen attributes, as a set. */
  attributes: z.record(z.string(), z.literal(true)),
  first_met_year: z.number(),
  /** The spec's column; the form asks for the year alone. */
  first_met_month: z.null(),
  interaction_frequency: z.string(),
  relationship_category: z.string(),
  relationship_context: z.string(),
  character_confidence: z.number(),
  /** What the vouch adds to its receiver's total (scoreVouch of its attributes). */
  points: z.number(),
  created_at: z.string(),
};

/** A vouch from one member to another (keyed by the pair: one each way at most). */
export const vouchFields = {
  id: z.string(),
  voucher_id: z.string(),
  vouchee_id: z.string(),
  ...givenFields,
};

/** An off-platform vouch: no receiver until the invitee signs up; addressed by e-mail, with the invite it travels with. */
export const pendingVouchFields = {
  id: z.string(),
  voucher_id: z.string(),
  vouchee_id: z.null(),
  pending_email: z.string(),
  pending_name: z.string(),
  pending_invite_code: z.string(),
  ...givenFields,
};

/** What the voucher chooses when giving or editing a vouch, as the store takes it (the message already sanitized). */
export type VouchChoices = Pick<
  z.infer<z.ZodMiniObject<typeof givenFields>>,
  'message' | 'first_met_year' | 'interaction_frequency' | 'relationship_category' | 'relationship_context' | 'character_confidence'
> & { attributes: readonly string[] };

/** A set of attributes, as a vouch keeps them. */
export function attributeSet(attributes: readonly string[]): Record<string, true> {
  return Object.fromEntries(attributes.map((a) => [a, true as const]));
}

/** What a new vouch, pending or not, keeps of the voucher's choices, with its points and when it was given. */
export function givenVouch(choices: VouchChoices, points: number, createdAt: string): z.infer<z.ZodMiniObject<typeof givenFields>> {
  return {
    message: choices.message,
    attributes: attributeSet(choices.attributes),
    first_met_year: choices.first_met_year,
    first_met_month: null,
    interaction_frequency: choices.interaction_frequency,
    relationship_category: choices.relationship_category,
    relationship_context: choices.relationship_context,
    character_confidence: choices.character_confidence,
    points,
    created_at: createdAt,
  };
}
