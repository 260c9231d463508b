/**
 * Which Cognito user attributes a member may write with their own access
 * token, shared by the CDK web client (lib/auth.ts) and the local Cognito
 * (bin/local/cognitoPool.ts, whose shim enforces it: cognito-local does not).
 *
 * The app owns everything else: the profile lives in DynamoDB, and Cognito
 * keeps only what sign-in needs. `email` cannot be left out: Cognito makes
 * every app client able to write the pool's required attributes (it refuses
 * to create the client otherwise), and Google and LinkedIn sign-in map their
 * address onto it. So a new address is held instead (ATTRIBUTES_HELD_UNTIL_VERIFIED)
 * and login sync never takes an unverified one (docs/decisions.md, issue 18).
 * `name` is the full name given at sign-up and mapped from the providers.
 */
export const WEB_CLIENT_WRITE_ATTRIBUTES: readonly string[] = ['email', 'name'];

/**
 * Attributes whose new value Cognito keeps aside until the user confirms the
 * code sent to it (UserAttributeUpdateSettings.AttributesRequireVerificationBeforeUpdate):
 * until then the proved address stays the account's address.
 */
export const ATTRIBUTES_HELD_UNTIL_VERIFIED: readonly ('email' | 'phone_number')[] = ['email'];
