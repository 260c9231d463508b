/**
 * What happens to stored data when its stage goes (`retainData` in the
 * stage's settings file, lib/stages.ts): production keeps it, a dev stage
 * is destroyed whole so `cdk destroy` leaves nothing behind to pay for.
 */
import { RemovalPolicy } from 'aws-cdk-lib';

export function removalPolicyFor(retainData: boolean): RemovalPolicy {
  return retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
}
