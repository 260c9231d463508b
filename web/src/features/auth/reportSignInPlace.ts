import { api } from '../../lib/api';

/**
 * Right after a sign-in the app reports in once, so the server can note the
 * sign-in's country by the address it came from (Cognito's triggers see no
 * address). Best effort: a failure only leaves the place unknown.
 */
export function reportSignInPlace(): void {
  void api.recordSignInPlace().catch(() => undefined);
}
