/**
 * A per-minute limit (the route's token bucket) checked so that a busy
 * machine does not decide the verdict: the bucket gets a token back every
 * 60 s / limit, and a burst that took longer than that on a loaded machine
 * finds one there. After the burst, `sendUntilRefused` sends again until
 * the bucket refuses, and says how many passed beyond the burst and how
 * many the time since `since` (performance.now()) allows.
 */
export interface Refusal<T> {
  /** The answer that ended it: 429 unless more passed than the elapsed time allows. */
  last: T;
  /** Requests that passed after the burst. */
  passed: number;
  /** Tokens the bucket may have got back since `since`. */
  refilled: number;
}

export async function sendUntilRefused<T extends { status: number }>(send: () => Promise<T>, perMinute: number, since: number): Promise<Refusal<T>> {
  let passed = 0;
  for (;;) {
    const last = await send();
    const refilled = Math.floor((performance.now() - since) / (60_000 / perMinute));
    if (last.status === 429) return { last, passed, refilled };
    passed++;
    // More than the refills allow: stop, and the caller's check of `passed` against `refilled` fails and says so.
    if (passed > refilled) return { last, passed, refilled };
  }
}
