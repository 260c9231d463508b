/** The admin's collusion flags (issue 11 §5): the groups, what was seen, and who the members are. */
import * as z from 'zod';
import { COLLUSION_KINDS, DISMISSAL_NOTE_MAX, DISMISSAL_NOTE_REQUIRED } from '#domain/collusion';
import { cleanTextSchema } from '#domain/validation';

const isoTime = z.iso.datetime({ offset: true });

export const collusionFlagSchema = z.strictObject({
  id: z.string(),
  /** lookalike_name (issue 18 §6): two members whose display names read alike but are written otherwise. */
  /** burst (issue 22 #18): many vouches for one member within an hour, from accounts days old. */
  kind: z.enum(COLLUSION_KINDS),
  members: z.array(z.strictObject({ id: z.string(), full_name: z.string().nullable(), username: z.string().nullable() })),
  /** The vouches the flag rests on: who vouched for whom, and when. Empty for lookalike_name: the names are the members'. */
  evidence: z.array(z.strictObject({ voucher_id: z.string(), vouchee_id: z.string(), created_at: z.string() })),
  detected_at: isoTime,
  /** When a vouch of the evidence was removed, or a look-alike renamed or left (the flag stays, for the record); null while open. */
  cleared_at: z.nullable(isoTime),
  /** An admin's dismissal, kept for the record (issue 22 #18); null when never dismissed. */
  dismissal: z
    .strictObject({
      dismissed_at: isoTime,
      note: z.string(),
      admin: z.strictObject({ id: z.string(), full_name: z.string().nullable() }),
    })
    .nullable(),
  /** The dismissal stands: the evidence has not changed since (new evidence opens the flag again). */
  dismissed: z.boolean(),
});
export type CollusionFlag = z.infer<typeof collusionFlagSchema>;

export const collusionFlagsPageSchema = z.strictObject({
  flags: z.array(collusionFlagSchema),
  next_cursor: z.string().nullable(),
});
export type CollusionFlagsPage = z.infer<typeof collusionFlagsPageSchema>;

/** Dismissing a flag: the admin says why (one line or a few, cleaned like every free text). */
export const collusionDismissalSchema = z.object({
  note: cleanTextSchema({ max: DISMISSAL_NOTE_MAX, multiline: true, required: DISMISSAL_NOTE_REQUIRED }),
});
