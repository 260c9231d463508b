/**
 * A value kept in web storage for a while (a return path through sign-in, the
 * member a visitor came to vouch for): stored with its save time, read back
 * only within a time limit, and validated again on the way out, since storage
 * is writable by anything running on the origin.
 *
 * Storage can be blocked or full (private modes, a user's settings): every
 * operation then does nothing, and a read finds nothing, as if the value had
 * never been kept.
 */

export interface ExpiringValue<T> {
  /** Keeps `value` from `now` on. */
  save(value: T, now?: number): void;
  /** The kept value when it is younger than the time limit and still valid, else null. */
  read(now?: number): T | null;
  clear(): void;
}

export interface ExpiringValueOptions<T> {
  /** Where it is kept; a function, so that a blocked storage throws inside our guard (some browsers throw on merely reading `localStorage`). */
  storage: () => Storage | undefined;
  key: string;
  /** Read back while its age is below this. */
  ttlMs: number;
  /** The value read back, or null when what storage holds is not one (anything may be there). */
  validate: (stored: unknown) => T | null;
  /**
   * The property the value is stored under next to `savedAt`: the stored
   * shape stays what it was before this helper, so values kept by an
   * earlier version of the app still read back.
   */
  field?: string;
  /**
   * Whether a save time later than now (a clock set back, or a forged entry)
   * still reads back: its age cannot be known. Default false.
   */
  acceptFutureSaveTime?: boolean;
}

export function expiringValue<T>(options: ExpiringValueOptions<T>): ExpiringValue<T> {
  const { storage, key, ttlMs, validate, field = 'value', acceptFutureSaveTime = false } = options;
  return {
    save(value, now = Date.now()) {
      try {
        storage()?.setItem(key, JSON.stringify({ [field]: value, savedAt: now }));
      } catch {
        // Blocked or full: the value is simply not kept.
      }
    },
    read(now = Date.now()) {
      try {
        const saved: unknown = JSON.parse(storage()?.getItem(key) ?? 'null');
        if (typeof saved !== 'object' || saved === null) return null;
        const { savedAt } = saved as { savedAt?: unknown };
        if (typeof savedAt !== 'number') return null;
        if (now - savedAt >= ttlMs) return null;
        if (now < savedAt && !acceptFutureSaveTime) return null;
        return validate((saved as Record<string, unknown>)[field]);
      } catch {
        return null;
      }
    },
    clear() {
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing to clear.
      }
    },
  };
}
