/**
 * The pure side of the vouch wizard: its values, the seven steps and which
 * request fields each one asks for, whether a step may be left, and the
 * request body. The rules themselves (messages, caps, points) are the
 * domain's, the code the API runs: a step is valid when the vouch schema
 * has nothing to say about its fields.
 */
import { MIN_ATTRIBUTES_PER_VOUCH, fieldErrors, isContextOf, vouchSchema } from '#domain';
import type { VouchView } from '#contract/features/vouches';
import type { z } from 'zod';
import { EMPTY_VOUCH_FIELDS, toVouchFieldsInput, type VouchFields } from '../form/vouchFields';

/** The wizard's values: the vouch form's, the message as the editor's HTML. */
export type WizardForm = VouchFields;

export const EMPTY_WIZARD_FORM: WizardForm = EMPTY_VOUCH_FIELDS;

export const STEP_COUNT = 7;
export type Step = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The request fields each step asks for (step 7 is the review). */
export const STEP_FIELDS: Record<Step, readonly string[]> = {
  1: ['first_met_year'],
  2: ['interaction_frequency'],
  3: ['relationship_category', 'relationship_context'],
  4: ['character_confidence'],
  5: ['attributes'],
  6: ['message'],
  7: [],
};

export function isStep(n: unknown): n is Step {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= STEP_COUNT;
}

/** The request body as typed; empty choices stay undefined so the schema names them. */
export function toVouchInput(form: WizardForm, voucheeId: string): Record<string, unknown> {
  return { vouchee_id: voucheeId, ...toVouchFieldsInput(form) };
}

export type VouchBody = z.input<typeof vouchSchema>;

/** Every field's first message from the API's own schema ({} when the vouch may be sent). */
export function formErrors(form: WizardForm, voucheeId: string): Record<string, string> {
  const parsed = vouchSchema.safeParse(toVouchInput(form, voucheeId));
  if (parsed.success) return {};
  const errors = fieldErrors(parsed.error);
  // The schema matches context to category only once every field parses; step 3 needs it on its own.
  if (form.relationshipCategory && form.relationshipContext && !isContextOf(form.relationshipCategory, form.relationshipContext)) {
    errors.relationship_context ??= 'Please complete all relationship context fields.';
  }
  return errors;
}

/** The messages of one step's fields. */
export function stepErrors(step: Step, errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(STEP_FIELDS[step].filter((f) => errors[f]).map((f) => [f, errors[f] as string]));
}

export function isStepValid(step: Step, form: WizardForm, voucheeId: string): boolean {
  return Object.keys(stepErrors(step, formErrors(form, voucheeId))).length === 0;
}

/** The body to send, checked by the schema; null while any step is incomplete. */
export function toVouchBody(form: WizardForm, voucheeId: string): VouchBody | null {
  const input = toVouchInput(form, voucheeId);
  // The schema accepted exactly this object, so it is a valid request body.
  return vouchSchema.safeParse(input).success ? (input as VouchBody) : null;
}

/** The wizard pre-filled from a vouch one gave (attributes from the map's keys). */
export function formFromVouch(vouch: VouchView): WizardForm {
  return {
    firstMetYear: String(vouch.first_met_year),
    interactionFrequency: vouch.interaction_frequency,
    relationshipCategory: vouch.relationship_category,
    relationshipContext: vouch.relationship_context,
    confidence: String(vouch.character_confidence),
    attributes: Object.keys(vouch.attributes),
    message: vouch.message,
  };
}

/** 'Please select at least N more attribute(s) to continue.' while fewer than 3 are chosen; null once enough. */
export function attributesHint(selected: number): string | null {
  const missing = MIN_ATTRIBUTES_PER_VOUCH - selected;
  return missing > 0 ? `Please select at least ${missing} more attribute(s) to continue.` : null;
}

/** Percent complete shown beside 'Step n of 7': step n of 7 is n/7 of the way. */
export function percentComplete(step: Step): number {
  return Math.round((step / STEP_COUNT) * 100);
}
