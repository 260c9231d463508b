/**
 * The vouch form's input schema, apart from the other forms' (validation.ts)
 * because it reads markup (text.ts, htmlparser2): only the code that takes
 * vouches bundles the parser.
 */
import * as z from 'zod/mini';
import { ALL_ATTRIBUTES, MIN_ATTRIBUTES_PER_VOUCH } from './attributes';
import { FIRST_MET_MIN_YEAR, INTERACTION_FREQUENCIES, OFF_PLATFORM_FREQUENCIES, RELATIONSHIP_CATEGORY_KEYS, isContextOf } from './relationships';
import { markupDepth, visibleText } from './text';
import { MESSAGES, MESSAGE_HTML_MAX, MESSAGE_MAX, MESSAGE_NESTING_MAX, MESSAGE_TOO_NESTED, STOP, boundedList } from './validation';

/** The fields every vouch carries, on and off platform. */
export const vouchFields = {
  attributes: z.pipe(
    z.pipe(
      boundedList(z.enum(ALL_ATTRIBUTES as [string, ...string[]]), MESSAGES.minAttributes),
      z.transform((a: string[]) => [...new Set(a)]),
    ),
    z.array(z.string()).check(z.minLength(MIN_ATTRIBUTES_PER_VOUCH, MESSAGES.minAttributes)),
  ),
  message: z.string({ error: MESSAGES.messageRequired }).check(
    z.maxLength(MESSAGE_HTML_MAX, { error: MESSAGES.messageTooLong, ...STOP }),
    // One parse of the markup for both rules.
    z.superRefine((m, ctx) => {
      const text = visibleText(m);
      if (!text.trim()) ctx.addIssue({ code: 'custom', message: MESSAGES.messageRequired });
      else if (text.length > MESSAGE_MAX) ctx.addIssue({ code: 'custom', message: MESSAGES.messageTooLong });
      else if (markupDepth(m) > MESSAGE_NESTING_MAX) ctx.addIssue({ code: 'custom', message: MESSAGE_TOO_NESTED });
    }),
  ),
  first_met_year: z.number({ error: 'Please select the year you met' }).check(
    z.int(),
    z.gte(FIRST_MET_MIN_YEAR, 'Please select the year you met'),
    z.refine((y) => y <= new Date().getUTCFullYear(), 'Please select the year you met'),
  ),
  interaction_frequency: z.enum([...new Set([...INTERACTION_FREQUENCIES, ...OFF_PLATFORM_FREQUENCIES])] as [string, ...string[]], {
    error: 'Please select how often you interact',
  }),
  relationship_category: z.enum(RELATIONSHIP_CATEGORY_KEYS as [string, ...string[]], { error: 'Please select relationship category' }),
  relationship_context: z.string({ error: 'Please complete all relationship context fields.' }),
  character_confidence: z
    .number({ error: 'Please select confidence level' })
    .check(z.int(), z.gte(1, 'Please select confidence level'), z.lte(5, 'Please select confidence level')),
};

const contextMatchesCategory = {
  check: (v: { relationship_category: string; relationship_context: string }) => isContextOf(v.relationship_category, v.relationship_context),
  issue: { message: 'Please complete all relationship context fields.', path: ['relationship_context'] },
};

export const vouchSchema = z
  .object({ vouchee_id: z.string().check(z.minLength(1), z.maxLength(64)), ...vouchFields })
  .check(z.refine(contextMatchesCategory.check, contextMatchesCategory.issue));
export type VouchInput = z.infer<typeof vouchSchema>;

/** An edit of a vouch one gave: every field again (the wizard sends the whole vouch), never whom it is for. */
export const vouchEditSchema = z.object(vouchFields).check(z.refine(contextMatchesCategory.check, contextMatchesCategory.issue));
export type VouchEdit = z.infer<typeof vouchEditSchema>;
