/**
 * A render error the browser reports (issue 20 §3): where it happened and
 * what it was, never who. The route is the address's first segment only
 * (later segments may be a member's name, id or code), the message is
 * bounded, and nothing the member typed travels with it.
 */
import * as z from 'zod';

/** The message of the log line each report becomes; lib/clientErrors.ts counts the lines by it. */
export const CLIENT_ERROR_LOG_MESSAGE = 'browser render error';

/** The message is cut to this many characters (the browser cuts it first; the schema refuses longer). */
export const CLIENT_ERROR_MESSAGE_MAX = 300;

/** What failed: a render the error boundary caught, or an error React recovered from by rendering again. */
export const CLIENT_ERROR_KINDS = ['render', 'recoverable'] as const;

/** Addresses that look like e-mail addresses, and long digit runs (phone numbers, codes), in a message. */
const EMAIL_LIKE = /[^\s@]{1,64}@[^\s@]{1,255}/g;
const DIGIT_RUN = /\d{6,}/g;

/** The message as it may be kept: e-mail-like words and long digit runs masked, then cut. */
export function clientErrorMessage(message: string): string {
  return message
    .slice(0, 4 * CLIENT_ERROR_MESSAGE_MAX)
    .replace(EMAIL_LIKE, '[email]')
    .replace(DIGIT_RUN, '[number]')
    .slice(0, CLIENT_ERROR_MESSAGE_MAX);
}

/** The route reported for an address: its first segment, e.g. '/profile' for /profile/maya/transcript. */
export function clientErrorRoute(pathname: string): string {
  const first = pathname.split('/').find((segment) => segment !== '') ?? '';
  return /^[a-z0-9-]{1,40}$/.test(first) ? `/${first}` : first === '' ? '/' : '/?';
}

export const clientErrorSchema = z.strictObject({
  kind: z.enum(CLIENT_ERROR_KINDS),
  route: z
    .string()
    .max(41)
    .regex(/^\/([a-z0-9-]{1,40}|\?)?$/),
  name: z
    .string()
    .max(60)
    .regex(/^[A-Za-z][A-Za-z0-9_.$]*$/),
  message: z.string().max(CLIENT_ERROR_MESSAGE_MAX),
  /** The build that failed: the hash of the script's file name ('dev' in development). */
  build: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type ClientErrorReport = z.infer<typeof clientErrorSchema>;
