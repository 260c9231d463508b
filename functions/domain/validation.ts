/**
 * Input schemas shared by the API (which enforces them) and the web forms
 * (which show the same messages before a request is made). Messages are the
 * spec's words.
 */
import { isEmailShape } from './email';
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { INVITE_CHANNELS, INVITE_CODE_LENGTH, normalizeInviteCode } from './invites';
import { cleanLine, cleanMultiline } from './cleanText';
import { PASSWORD_MAX, passwordMeetsPolicy } from './password';
import {
  FULL_NAME_MAX,
  JOIN_INTENTS,
  MOTIVATION_MAX,
  PHONE_MAX_DIGITS,
  PHONE_MIN_LENGTH,
  VOUCH_SEEKER_TYPES,
  WAITING_LIST_SEEKER_OPTIONS,
  birthDateProblem,
} from './profile';
import { LOCATION_RAW_MAX, cleanLocationValue, locationMessages, locationProblem } from './location';

export const MESSAGES = {
  inviteCodeRequired: 'Please enter your invite code to continue',
  invalidInviteCode: 'Please check your invite code and try again',
  waitingListMissing: 'Please fill in your name and email address.',
  invalidEmail: 'Please provide a valid email address',
  passwordRules: 'Password must meet all requirements.',
  passwordsDontMatch: 'Please make sure your passwords match',
  ageRequirement: 'You must be at least 13 years old to use Vouched.',
  locationRequired: 'Please fill in all location fields.',
  invalidPhone: 'Please enter a valid phone number.',
  consentRequired: 'Please agree to receive text messages for multi-factor authentication.',
  selectionRequired: 'Please select at least one option to continue.',
  termsRequired: 'Please accept the Terms and Conditions to continue.',
  minAttributes: 'Please select at least 3 attributes',
  messageRequired: 'Please write a message',
  messageTooLong: 'Message must be 3000 characters or fewer',
} as const;

export const MESSAGE_MAX = 3000;
export { PASSWORD_MIN, PASSWORD_RULES } from './password';
/** The longest address SMTP carries; checked before the shape so a long input costs nothing more. */
export const EMAIL_MAX = 254;
/**
 * Stored message markup, at most: the spec's 3000 counts text only, markup gets ten times that
 * (docs/decisions.md). The editor's 3000 characters need about half; the sanitizer's cost grows with it.
 */
export const MESSAGE_HTML_MAX = 10 * MESSAGE_MAX;
/** Deepest nesting a message may have: the editor writes four levels at most (list, item, bold, italic); the sanitizer's cost grows with depth. */
export const MESSAGE_NESTING_MAX = 100;
export const MESSAGE_TOO_NESTED = 'Message formatting is nested too deeply';

/** Fails the field at once: zod 4 would otherwise run the field's later checks (patterns, refinements) on the too-long value. */
export const STOP = { abort: true } as const;

/**
 * The longest choice list any form sends, checked before any element is
 * read: zod reports every wrong element with an issue of its own, so a body
 * of thousands of wrong values cost tens of milliseconds. Far above every
 * option list (the longest has a few dozen), with room for repeats.
 */
export const LIST_MAX = 100;

/**
 * zod/mini, not zod, keeps every Lambda bundle that validates input small
 * (docs/decisions.md, "Lambda bundles within 64 KiB"). Unlike zod it does not
 * load English messages by itself: the messages a field without its own
 * gets ("Invalid input: expected string, received number") stay the same.
 */
z.config(en());
/** A list of at most LIST_MAX entries, each then checked by `element`. */
export function boundedList<T extends z.ZodMiniType>(element: T, message?: string) {
  const error = message ?? `Please send at most ${LIST_MAX} choices.`;
  return z.pipe(
    z.array(z.unknown(), message ? { error: message } : undefined).check(z.maxLength(LIST_MAX, { error, ...STOP })),
    z.array(element, message ? { error: message } : undefined),
  );
}

export const emailSchema = z.pipe(
  z
    .string({ error: MESSAGES.invalidEmail })
    .check(
      z.maxLength(EMAIL_MAX * 2, { error: MESSAGES.invalidEmail, ...STOP }),
      z.trim(),
      z.maxLength(EMAIL_MAX, { error: MESSAGES.invalidEmail, ...STOP }),
      z.refine(isEmailShape, MESSAGES.invalidEmail),
    ),
  z.transform((e: string) => e.toLowerCase()),
);

export const inviteCodeSchema = z.pipe(
  z.pipe(
    z
      .string({ error: MESSAGES.inviteCodeRequired })
      // Generous for spaces and dashes people type, small enough that normalising costs nothing.
      .check(z.maxLength(INVITE_CODE_LENGTH * 8, { error: MESSAGES.invalidInviteCode, ...STOP })),
    z.transform(normalizeInviteCode),
  ),
  z.string().check(z.minLength(1, MESSAGES.inviteCodeRequired), z.length(INVITE_CODE_LENGTH, MESSAGES.invalidInviteCode)),
);

/** A signed-in account that is not a member yet redeems an invite (Google and LinkedIn sign-ups). */
export const redeemInviteSchema = z.strictObject({ code: inviteCodeSchema });

export const passwordSchema = z
  .string()
  .check(z.maxLength(PASSWORD_MAX, { message: MESSAGES.passwordRules, abort: true }), z.refine(passwordMeetsPolicy, MESSAGES.passwordRules));

/**
 * A free text a person typed (names, bio, title, motivation), cleaned by
 * domain/cleanText.ts before it is checked: the bound is on what is kept.
 * The raw input is bounded first (four times the limit: room for the
 * invisible characters that cleaning drops), so no long input is normalised.
 */
export function cleanTextSchema(options: { max: number; multiline?: boolean; required?: string; tooLong?: string }) {
  const clean = options.multiline ? cleanMultiline : cleanLine;
  const tooLong = options.tooLong ?? `Must be ${options.max} characters or fewer`;
  const kept = z.string().check(z.maxLength(options.max, tooLong));
  return z.pipe(
    z.pipe(
      z.string({ error: options.required ?? tooLong }).check(z.maxLength(options.max * 4, { message: tooLong, abort: true })),
      z.transform(clean),
    ),
    options.required ? kept.check(z.minLength(1, options.required)) : kept,
  );
}

/** An optional free text: missing, empty or only invisible characters is stored as null. */
function optionalCleanText(options: { max: number; multiline?: boolean; tooLong?: string }) {
  return z.pipe(
    z.nullish(cleanTextSchema(options)),
    z.transform((v: string | null | undefined) => v || null),
  );
}

export const waitingListSchema = z.object({
  name: cleanTextSchema({ max: 100, required: MESSAGES.waitingListMissing }),
  email: z.pipe(
    z
      .string({ error: MESSAGES.waitingListMissing })
      .check(z.maxLength(EMAIL_MAX * 2, { error: MESSAGES.invalidEmail, ...STOP }), z.trim(), z.minLength(1, MESSAGES.waitingListMissing)),
    emailSchema,
  ),
  vouch_seeker_type: z._default(
    z.pipe(
      boundedList(z.enum(WAITING_LIST_SEEKER_OPTIONS)),
      z.array(z.enum(WAITING_LIST_SEEKER_OPTIONS)).check(z.maxLength(WAITING_LIST_SEEKER_OPTIONS.length)),
    ),
    [],
  ),
});

export const birthDateSchema = z.object({
  // The whole rule (format, real date, 1900 or later, not in the future, 13+) is birthDateProblem's;
  // the operation checks again against the request's clock.
  birth_date: z.string({ error: MESSAGES.ageRequirement }).check(
    z.maxLength(10, { message: MESSAGES.ageRequirement, abort: true }),
    z.refine((d) => !birthDateProblem(d, new Date()), MESSAGES.ageRequirement),
  ),
});

const locationField = (label: string) =>
  z.pipe(
    z.pipe(
      z.string({ error: MESSAGES.locationRequired }).check(z.maxLength(LOCATION_RAW_MAX, { error: locationMessages.tooLong(label), ...STOP })),
      z.transform(cleanLocationValue),
    ),
    z.string().check(
      z.minLength(1, { error: MESSAGES.locationRequired, ...STOP }),
      z.superRefine((value, ctx) => {
        const problem = locationProblem(label, value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    ),
  );

export const locationSchema = z.object({
  city: locationField('City'),
  state: locationField('State'),
  country: locationField('Country'),
});

/**
 * Phone as stored, the profile page's rule (spec): "+" then digits only, at
 * least 10 characters in all; at most E.164's 15 digits. The onboarding form
 * asks more of its own input (10 national digits) and builds a number this accepts.
 */
const PHONE = new RegExp(`^\\+\\d{${PHONE_MIN_LENGTH - 1},${PHONE_MAX_DIGITS}}$`);
export const phoneSchema = z.object({
  phone: z
    .string({ error: MESSAGES.invalidPhone })
    .check(z.maxLength(PHONE_MAX_DIGITS + 1, { message: MESSAGES.invalidPhone, abort: true }), z.regex(PHONE, MESSAGES.invalidPhone)),
  sms_consent: z.literal(true, { error: MESSAGES.consentRequired }),
});

const purposeFields = z
  .object({
    join_intent: z.pipe(
      boundedList(z.enum(JOIN_INTENTS), MESSAGES.selectionRequired),
      z.array(z.enum(JOIN_INTENTS)).check(z.minLength(1, MESSAGES.selectionRequired)),
    ),
    vouch_seeker_type: z._default(boundedList(z.enum(VOUCH_SEEKER_TYPES)), []),
    my_motivation: optionalCleanText({ max: MOTIVATION_MAX, multiline: true, tooLong: `Motivation must be ${MOTIVATION_MAX} characters or fewer` }),
  })
  .check(
    z.refine((p) => !p.join_intent.includes('seeking_vouches') || p.vouch_seeker_type.length > 0, {
      message: MESSAGES.selectionRequired,
      path: ['vouch_seeker_type'],
    }),
  );
export const purposeSchema = z.pipe(
  purposeFields,
  z.transform((p: z.output<typeof purposeFields>) => ({
    ...p,
    vouch_seeker_type: p.join_intent.includes('seeking_vouches') ? p.vouch_seeker_type : [],
  })),
);

export const USERNAME_PATTERN = /^[a-z0-9_.-]{3,30}$/;
/** The longest full name, at sign-up (PreSignUp) and on the profile. */
export const profileEditSchema = z.object({
  full_name: cleanTextSchema({ max: FULL_NAME_MAX, required: 'Please enter your name' }),
  username: z.pipe(
    z
      .string()
      // Far above 30 (room for spaces the trim removes); a longer value is refused before any pattern.
      .check(z.maxLength(100, { error: 'Usernames are 3 to 30 letters, digits, dots, dashes or underscores', ...STOP }), z.trim(), z.toLowerCase()),
    z.string().check(z.regex(USERNAME_PATTERN, 'Usernames are 3 to 30 letters, digits, dots, dashes or underscores')),
  ),
  bio: optionalCleanText({ max: 1000, multiline: true }),
  title_description: optionalCleanText({ max: 150 }),
  linkedin_url: z.pipe(
    z.nullish(
      // 2048: longer than any real profile link, and it keeps the profile item far from DynamoDB's 400 KB.
      z.union([
        z.literal(''),
        z.pipe(
          z.string({ error: 'Please enter a valid URL' }).check(z.maxLength(2048, { error: 'Please enter a valid URL', ...STOP })),
          z.url({ protocol: /^https?$/, error: 'Please enter a valid URL' }),
        ),
      ]),
    ),
    z.transform((v: string | null | undefined) => v || null),
  ),
});

export const termsSchema = z.object({ accepted: z.literal(true, { error: MESSAGES.termsRequired }) });

/** Beyond the spec: whether the member is e-mailed when someone vouches for them. */
export const emailPreferencesSchema = z.object({ vouch_emails: z.boolean() });

export const createInviteSchema = z.object({
  channel: z._default(z.enum(INVITE_CHANNELS), 'web'),
  invitee_email: z.optional(emailSchema),
});

/** Turns a zod error into the API's `fields` map: first message per field. */
export function fieldErrors(error: { issues: readonly z.core.$ZodIssue[] }): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
