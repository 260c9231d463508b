/** The current time: one place the handlers ask, so a test can fake it (vi.setSystemTime) without reaching into each. */
export function now(): Date {
  return new Date();
}
