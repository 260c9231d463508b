/**
 * A vouch form's draft in session storage, kept 24 hours (spec: 86400000
 * ms): the envelope (when it was saved) and the reading back of the form's
 * values. Pure apart from the Storage it is given; a storage that refuses
 * (private mode, full) only loses the draft.
 */

/** Drafts last 24 hours. */
export const DRAFT_TTL_MS = 86_400_000;

export function saveStoredDraft(storage: Storage, key: string, payload: object, now: number): void {
  try {
    storage.setItem(key, JSON.stringify({ ...payload, savedAt: now }));
  } catch {
    // The draft is a convenience; the form works without it.
  }
}

export function clearStoredDraft(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/**
 * What was saved under the key, or null when there is nothing, it is
 * unreadable, or it was saved 24 hours ago or more (or in the future):
 * then it is removed.
 */
export function loadStoredDraft(storage: Storage, key: string, now: number): Record<string, unknown> | null {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return null;
  }
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const savedAt = (parsed as { savedAt?: unknown } | null)?.savedAt;
  if (typeof savedAt !== 'number' || now - savedAt >= DRAFT_TTL_MS || savedAt > now) {
    clearStoredDraft(storage, key);
    return null;
  }
  return parsed as Record<string, unknown>;
}

/**
 * The form's known fields read back from storage anyone in the tab could
 * write: each of its type (strings, and a list of strings for
 * `attributes`), anything else left at its empty value. `exact` says
 * whether every field was there with its type. Null when it is no object.
 */
export function readDraftFields<T extends { attributes: string[] }>(value: unknown, empty: T): { form: T; exact: boolean } | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  const form = { ...empty };
  let exact = true;
  for (const key of Object.keys(empty) as (keyof T & string)[]) {
    const v = raw[key];
    if (key === 'attributes') {
      const list = Array.isArray(v) ? v.filter((a): a is string => typeof a === 'string') : [];
      exact &&= Array.isArray(v) && list.length === v.length;
      form.attributes = list;
    } else if (typeof v === 'string') {
      (form as Record<string, unknown>)[key] = v;
    } else {
      exact = false;
    }
  }
  return { form, exact };
}
