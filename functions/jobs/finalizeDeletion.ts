/** Step Functions task after the deletion grace period. */
export async function handler(event: { userId: string; deleteAt?: string }): Promise<{ userId: string; finalized: false }> {
  return { userId: event.userId, finalized: false };
}
