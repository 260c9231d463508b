import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { waitingListSchema } from '../../../../functions/domain';
import { callApi } from '../../lib/api';

export type WaitingListInput = z.input<typeof waitingListSchema>;

/** POST /api/waiting-list — the server trims, validates and stores the e-mail lower-cased. */
export function useJoinWaitingList() {
  return useMutation({ mutationFn: (body: WaitingListInput) => callApi('joinWaitingList', { body }) });
}
