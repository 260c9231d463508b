/**
 * The off-platform vouch: a vouch for someone not yet a member, sent to
 * their e-mail with an invite. Its rules beside the wizard's: the form's own
 * frequency list and confidence labels, and a hard cap of 5 attributes per
 * category (the wizard allows more and counts 5; this form refuses a sixth).
 */
import * as z from 'zod/mini';
import { categoryOf } from './attributes';
import { isContextOf, OFF_PLATFORM_FREQUENCIES } from './relationships';
import { cleanTextSchema, emailSchema, EMAIL_MAX, MESSAGES, STOP } from './validation';
import { vouchFields } from './vouchInput';

export const MAX_ATTRIBUTES_PER_CATEGORY = 5;
/** The longest name kept for the person vouched for (as the waiting list's name). */
export const PENDING_NAME_MAX = 100;

/** The spec's words for the off-platform form. */
export const OFF_PLATFORM_MESSAGES = {
  nameAndEmail: 'Please fill in both name and email fields.',
  relationshipContext: 'Please complete all relationship context fields.',
  minAttributes: 'Please select at least 3 attributes',
  minAttributesToast: 'You need to select at least 3 attributes to vouch for someone.',
  confidence: 'Please select confidence level',
  category: 'Please select relationship category',
  /** Ours: the spec caps the selection in the form but words no message for it. */
  categoryCap: `Please select at most ${MAX_ATTRIBUTES_PER_CATEGORY} attributes per category`,
} as const;

/**
 * Spec: 1 'Barely know them' to 5 'Know them extremely well'; the three
 * between are ours (docs/decisions.md), in the same voice.
 */
export const OFF_PLATFORM_CONFIDENCE_LABELS: Record<1 | 2 | 3 | 4 | 5, string> = {
  1: 'Barely know them',
  2: 'Know them a little',
  3: 'Know them fairly well',
  4: 'Know them well',
  5: 'Know them extremely well',
};

/** Categories (by key; 'other' for attributes outside every list) holding more than 5 of the selected attributes. */
export function categoriesOverCap(attributes: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const attribute of new Set(attributes)) {
    const key = categoryOf(attribute)?.key ?? 'other';
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].filter(([, n]) => n > MAX_ATTRIBUTES_PER_CATEGORY).map(([key]) => key);
}

/** Whether the form may tick `attribute`: always when it is ticked already (to untick), else while its category has room. */
export function canSelectAttribute(selected: readonly string[], attribute: string): boolean {
  if (selected.includes(attribute)) return true;
  return categoriesOverCap([...selected, attribute]).length === 0;
}

/** The link in the invitation: the Vouch Now page with the code and automatic sign-up. */
export function vouchInviteUrl(origin: string, code: string): string {
  return `${origin}/vouched?invite_code=${encodeURIComponent(code)}&auto_signup=true`;
}

const requiredEmail = z.pipe(
  z
    .string({ error: OFF_PLATFORM_MESSAGES.nameAndEmail })
    .check(z.maxLength(EMAIL_MAX * 2, { error: MESSAGES.invalidEmail, ...STOP }), z.trim(), z.minLength(1, OFF_PLATFORM_MESSAGES.nameAndEmail)),
  emailSchema,
);

export const offPlatformVouchSchema = z
  .object({
    pending_name: cleanTextSchema({ max: PENDING_NAME_MAX, required: OFF_PLATFORM_MESSAGES.nameAndEmail }),
    pending_email: requiredEmail,
    ...vouchFields,
    attributes: vouchFields.attributes.check(z.refine((a) => categoriesOverCap(a).length === 0, OFF_PLATFORM_MESSAGES.categoryCap)),
    interaction_frequency: z.enum(OFF_PLATFORM_FREQUENCIES, { error: 'Please select how often you interact' }),
    relationship_context: z
      .string({ error: OFF_PLATFORM_MESSAGES.relationshipContext })
      .check(z.maxLength(100, { error: OFF_PLATFORM_MESSAGES.relationshipContext, ...STOP })),
  })
  .check(
    z.refine((v) => isContextOf(v.relationship_category, v.relationship_context), {
      message: OFF_PLATFORM_MESSAGES.relationshipContext,
      path: ['relationship_context'],
    }),
  );
export type OffPlatformVouchInput = z.infer<typeof offPlatformVouchSchema>;
