/**
 * Step Functions task that runs when an account's 24-hour deletion grace
 * period ends (see deletionGraceDefinition.ts).
 *
 * Account deletion itself (anonymising the profile, recording the deletion,
 * disabling the Cognito user) is not built yet. This task only logs that it was reached and reports that nothing was deleted,
 * so the state machine can be wired and tested end to end without
 * pretending to delete anything.
 */
export interface FinalizeDeletionInput {
  userId: string;
  deleteAt?: string;
}

export async function handler(event: FinalizeDeletionInput): Promise<{ userId: string; finalized: false; reason: string }> {
  const reason = 'account deletion is not built yet; nothing was deleted';
  console.warn(JSON.stringify({ job: 'finalizeDeletion', userId: event.userId, deleteAt: event.deleteAt, finalized: false, reason }));
  return { userId: event.userId, finalized: false, reason };
}
