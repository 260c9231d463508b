/** The admin's collusion flags (issue 11 §5): the groups, what was seen, and who the members are. */
import * as z from 'zod';

const isoTime = z.iso.datetime({ offset: true });

export const collusionFlagSchema = z.strictObject({
  id: z.string(),
  /** lookalike_name (issue 18 §6): two members whose display names read alike but are written otherwise. */
  kind: z.enum(['reciprocal', 'ring', 'lookalike_name']),
  members: z.array(z.strictObject({ id: z.string(), full_name: z.string().nullable(), username: z.string().nullable() })),
  /** The vouches the flag rests on: who vouched for whom, and when. Empty for lookalike_name: the names are the members'. */
  evidence: z.array(z.strictObject({ voucher_id: z.string(), vouchee_id: z.string(), created_at: z.string() })),
  detected_at: isoTime,
  /** When a vouch of the evidence was removed, or a look-alike renamed or left (the flag stays, for the record); null while open. */
  cleared_at: isoTime.nullable(),
});
export type CollusionFlag = z.infer<typeof collusionFlagSchema>;

export const collusionFlagsPageSchema = z.strictObject({
  flags: z.array(collusionFlagSchema),
  next_cursor: z.string().nullable(),
});
export type CollusionFlagsPage = z.infer<typeof collusionFlagsPageSchema>;
