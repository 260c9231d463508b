/**
 * The vouch form model both the wizard and the off-platform dialog fill in:
 * the values of a vouch as typed, the request field each one is sent as,
 * and the request fields they make. The rules themselves (schemas, caps,
 * messages) are the API's own, from functions/domain.
 */
import { MESSAGE_MAX } from '#domain';

/** A vouch as typed: choices as the strings their controls hold. */
export interface VouchFields {
  firstMetYear: string;
  interactionFrequency: string;
  relationshipCategory: string;
  relationshipContext: string;
  confidence: string;
  attributes: string[];
  /** As the form holds it: the wizard's editor HTML, the dialog's plain text. */
  message: string;
}

export const EMPTY_VOUCH_FIELDS: VouchFields = {
  firstMetYear: '',
  interactionFrequency: '',
  relationshipCategory: '',
  relationshipContext: '',
  confidence: '',
  attributes: [],
  message: '',
};

/** The form value behind each request field, so a message (the schema's or the server's) lands on its field. */
export const VOUCH_FIELD_OF = {
  first_met_year: 'firstMetYear',
  interaction_frequency: 'interactionFrequency',
  relationship_category: 'relationshipCategory',
  relationship_context: 'relationshipContext',
  character_confidence: 'confidence',
  attributes: 'attributes',
  message: 'message',
} as const satisfies Record<string, keyof VouchFields>;

/**
 * The vouch's request fields as typed; empty choices stay undefined so the
 * schema reports them by name. `message` is the HTML to send.
 */
export function toVouchFieldsInput(fields: VouchFields, message: string = fields.message): Record<string, unknown> {
  const num = (v: string) => (v === '' ? undefined : Number(v));
  return {
    attributes: fields.attributes,
    message,
    first_met_year: num(fields.firstMetYear),
    interaction_frequency: fields.interactionFrequency || undefined,
    relationship_category: fields.relationshipCategory || undefined,
    relationship_context: fields.relationshipContext || undefined,
    character_confidence: num(fields.confidence),
  };
}

/** Messages by request field → the first one for each form value. */
export function errorsByFormField<K extends string>(
  errors: Partial<Record<string, string>>,
  fieldOf: Readonly<Record<string, K>>,
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const [field, message] of Object.entries(errors)) {
    const key = fieldOf[field];
    if (key && message) out[key] ??= message;
  }
  return out;
}

export type CounterTone = 'normal' | 'warning' | 'over';

/** Counter colour: orange below 50 remaining, red over the limit. */
export function counterTone(length: number, max = MESSAGE_MAX): CounterTone {
  const remaining = max - length;
  if (remaining < 0) return 'over';
  if (remaining < 50) return 'warning';
  return 'normal';
}
