import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

/** GET /api/invites/{code} — is this code unredeemed and unexpired? (public, rate-limited) */
export function useCheckInviteCode() {
  return useMutation({ mutationFn: (code: string) => callApi('checkInviteCode', { params: { code } }) });
}
