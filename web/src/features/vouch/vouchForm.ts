/**
 * The pure side of the minimal vouch form: its state, what it sends, and
 * the hints it shows. The rules themselves (points, caps, schema messages)
 * come from functions/domain, the same code the API runs.
 */
import {
  MESSAGE_MAX,
  MIN_ATTRIBUTES_PER_VOUCH,
  fieldErrors,
  visibleText,
  vouchSchema,
} from '#domain';
import type { z } from 'zod';

export interface VouchFormState {
  firstMetYear: string;
  interactionFrequency: string;
  relationshipCategory: string;
  relationshipContext: string;
  confidence: string;
  attributes: string[];
  /** Plain text as typed; sent as escaped HTML with <br> line breaks. */
  message: string;
}

export const EMPTY_VOUCH_FORM: VouchFormState = {
  firstMetYear: '',
  interactionFrequency: '',
  relationshipCategory: '',
  relationshipContext: '',
  confidence: '',
  attributes: [],
  message: '',
};

/** Escapes the typed text so the server's sanitizer keeps it as text, and keeps line breaks. */
export function textToHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/\r?\n/g, '<br>');
}

/** Characters as the server counts them: the visible text, without markup. */
export function messageLength(text: string): number {
  return visibleText(textToHtml(text)).length;
}

export type CounterTone = 'normal' | 'warning' | 'over';

/** Counter colour: orange below 50 remaining, red over the limit. */
export function counterTone(length: number, max = MESSAGE_MAX): CounterTone {
  const remaining = max - length;
  if (remaining < 0) return 'over';
  if (remaining < 50) return 'warning';
  return 'normal';
}

/** 'Please select at least N more attribute(s) to continue.' while fewer than 3 are chosen; null once enough. */
export function attributesHint(selected: number): string | null {
  const missing = MIN_ATTRIBUTES_PER_VOUCH - selected;
  return missing > 0 ? `Please select at least ${missing} more attribute(s) to continue.` : null;
}

/** The request body as typed; empty choices stay undefined so the schema reports them by name. */
export function toVouchInput(state: VouchFormState, voucheeId: string): Record<string, unknown> {
  const num = (v: string) => (v === '' ? undefined : Number(v));
  return {
    vouchee_id: voucheeId,
    attributes: state.attributes,
    message: textToHtml(state.message.trim()),
    first_met_year: num(state.firstMetYear),
    interaction_frequency: state.interactionFrequency || undefined,
    relationship_category: state.relationshipCategory || undefined,
    relationship_context: state.relationshipContext || undefined,
    character_confidence: num(state.confidence),
  };
}

export type VouchBody = z.input<typeof vouchSchema>;

/** Checks the form with the API's own schema; returns the body to send, or the first message per field. */
export function validateVouch(state: VouchFormState, voucheeId: string): { ok: true; body: VouchBody } | { ok: false; errors: Record<string, string> } {
  const input = toVouchInput(state, voucheeId);
  const parsed = vouchSchema.safeParse(input);
  // The schema accepted exactly this object, so it is a valid request body.
  return parsed.success ? { ok: true, body: input as VouchBody } : { ok: false, errors: fieldErrors(parsed.error) };
}
