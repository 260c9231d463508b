/**
 * Waits for a condition by polling: `read` answers undefined until the thing
 * is there. No fixed sleep decides an outcome; the deadline only ends a wait
 * that would never succeed.
 */
export async function waitFor<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
