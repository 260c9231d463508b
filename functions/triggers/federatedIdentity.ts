/**
 * Cognito gives a user who signed in through Google or LinkedIn the
 * `identities` attribute (JSON: [{ providerName: 'Google', userId, … }]);
 * a user of the pool's own e-mail sign-up has none.
 */
export function isFederated(attributes: Record<string, string | undefined>): boolean {
  return !!attributes.identities;
}
