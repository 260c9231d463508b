/**
 * The forms' shared handling of a failed API call: the server's field
 * messages (ApiError.fields) onto the form's fields, and the toast that
 * describes the failure. Imports only apiError.ts, not the client.
 */
import type { ErrorCode } from '#contract/responses';
import { ApiError } from './apiError';

/**
 * The API's message for each field of the form that it refused; {} for any
 * other failure. `conflictField`: a conflict answered without a field map
 * (a taken username) is about that field.
 */
export function fieldErrorsOf<F extends string>(error: unknown, options: { conflictField?: F } = {}): Partial<Record<F, string>> {
  if (!(error instanceof ApiError)) return {};
  if (error.code === 'conflict' && options.conflictField && !Object.keys(error.fields).length) {
    return { [options.conflictField]: error.message } as Partial<Record<F, string>>;
  }
  return error.fields as Partial<Record<F, string>>;
}

export interface ErrorToast {
  type: 'error';
  title: string;
  description: string;
}

type ToastText = { title?: string; description: string };

export interface DescribeOptions {
  /** The description when nothing more particular applies (the spec's words for this form). */
  fallback: string;
  /** Default 'Error'. */
  title?: string;
  /** A field whose message, when the API gave one, is the description (e.g. the age rule on birth_date). */
  field?: { name: string; title?: string };
  /** The server's own message when it answered with a refusal (any 4xx), not a failure of its own. */
  serverMessage?: boolean;
  /** Particular answers by error code, or 'unreachable': no answer, a server failure (5xx) or too many requests. */
  when?: Partial<Record<ErrorCode | 'unreachable', ToastText>>;
}

function isUnreachable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.code === 'network' || error.status >= 500 || error.status === 429;
}

/** The toast for a failed call: pass it to toaster.create. */
export function describeApiError(error: unknown, options: DescribeOptions): ErrorToast {
  const title = options.title ?? 'Error';
  const toast = (text: ToastText): ErrorToast => ({ type: 'error', title: text.title ?? title, description: text.description });
  const unreachable = isUnreachable(error);
  if (unreachable && options.when?.unreachable) return toast(options.when.unreachable);
  if (!(error instanceof ApiError)) return toast({ description: options.fallback });
  const byCode = error.code === 'network' ? undefined : options.when?.[error.code];
  if (byCode) return toast(byCode);
  const fieldMessage = options.field && error.fields[options.field.name];
  if (fieldMessage) return toast({ title: options.field?.title, description: fieldMessage });
  if (options.serverMessage && error.code !== 'network' && error.status < 500) return toast({ description: error.message });
  return toast({ description: options.fallback });
}
