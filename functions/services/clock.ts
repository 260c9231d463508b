/** The current time, injectable so tests can move it (e.g. past an invite's expiry). */
let override: (() => Date) | undefined;

export function now(): Date {
  return override ? override() : new Date();
}

/** Tests only: fix or shift the clock; call with undefined to restore real time. */
export function setClock(fn: (() => Date) | undefined): void {
  override = fn;
}
