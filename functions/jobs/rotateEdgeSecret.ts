/**
 * Rotation of the edge secret (issue 20 §6), run by Secrets Manager (every
 * edgeSecretRotationDays, and on `aws secretsmanager rotate-secret`): one
 * invocation per step, each with { SecretId, ClientRequestToken, Step }, the
 * token naming the new version. The value lives in two places, the secret and
 * the CloudFront origin's header (x-vouched-edge), and at no moment may
 * CloudFront send a value an API container does not accept. The API accepts
 * the AWSCURRENT, AWSPENDING and AWSPREVIOUS values and re-reads them every
 * EDGE_SECRET_CACHE_MS (functions/services/edgeSecret.ts), so:
 *
 * - createSecret: a new random value, put as the token's version, labelled
 *   AWSPENDING only. CloudFront still sends the current value.
 * - setSecret: waits until the pending value is PENDING_SETTLE_MS old (every
 *   container's cache has expired since it was put, so every container
 *   accepts it), then sets CloudFront's header to it (UpdateDistribution with
 *   the ETag as IfMatch).
 * - testSecret: waits until CloudFront reports that configuration Deployed
 *   at every edge location, still sending the pending value.
 * - finishSecret: moves AWSCURRENT to the token's version; Secrets Manager
 *   moves AWSPREVIOUS to the old one, which is still accepted while any
 *   cached state remembers it.
 *
 * Every step may run again (a retry, a second `rotate-secret`): each checks
 * what is already done and does only the rest. A token the secret has no
 * version for, or whose version is not AWSPENDING, is refused.
 *
 * The stack's template holds a dynamic reference to the secret (lib/web.ts),
 * not its value: the next deploy that updates the distribution resolves the
 * new AWSCURRENT, the value CloudFront already sends. Nothing drifts.
 */
import { setTimeout as sleepFor } from 'node:timers/promises';
import { now as clockNow } from '#services/clock';
import { EDGE_SECRET_CACHE_MS, readEdgeSecretVersion, type EdgeSecretVersion } from '#services/edgeSecret';
import { edgeHeaderDeployed, setEdgeHeader } from '#services/edgeDistribution';
import { describeEdgeSecret, makeCurrent, newEdgeSecretValue, putPendingValue } from '#services/edgeSecretRotation';
import { env } from '#services/env';
import { log, observed } from '#services/observability';

/** Beyond the cache time: clock skew, a read that began just before the put, Secrets Manager's own propagation. */
export const SWITCH_MARGIN_MS = 60_000;
/** How old the pending value must be before CloudFront may send it. */
export const PENDING_SETTLE_MS = EDGE_SECRET_CACHE_MS + SWITCH_MARGIN_MS;
/** How long testSecret waits for CloudFront to deploy the new header (usually a few minutes), polling every DEPLOY_POLL_MS. */
export const DEPLOY_WAIT_MS = 10 * 60_000;
export const DEPLOY_POLL_MS = 20_000;

/** What Secrets Manager sends each step (RotationToken only in some set-ups; passed on when present). */
export interface RotationEvent {
  Step: string;
  SecretId: string;
  ClientRequestToken: string;
  RotationToken?: string;
}

/** The clock and the wait, which the tests replace. */
export interface RotationClock {
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
}

const realClock: RotationClock = { now: clockNow, sleep: (ms) => sleepFor(ms) };

export function edgeSecretRotation(clock: RotationClock = realClock) {
  /** The token's pending version, which every step after createSecret needs. */
  async function pendingVersion(secretArn: string, token: string): Promise<EdgeSecretVersion> {
    const pending = await readEdgeSecretVersion(secretArn, 'AWSPENDING', token);
    if (!pending) throw new Error(`the edge secret's version ${token} has no pending value (createSecret did not run)`);
    return pending;
  }

  async function createSecret(secretArn: string, event: RotationEvent): Promise<void> {
    const token = event.ClientRequestToken;
    if (await readEdgeSecretVersion(secretArn, 'AWSPENDING', token)) {
      log().info('edge secret rotation: pending value already put', { step: event.Step, token });
      return;
    }
    await putPendingValue(secretArn, token, newEdgeSecretValue(), event.RotationToken);
    log().info('edge secret rotation: pending value put', { step: event.Step, token });
  }

  async function setSecret(secretArn: string, event: RotationEvent): Promise<void> {
    const token = event.ClientRequestToken;
    const pending = await pendingVersion(secretArn, token);
    // Without a creation date, count it as made now. Never longer than the full wait (a date in the future).
    const createdAt = pending.createdDate?.getTime() ?? clock.now().getTime();
    const waitMs = Math.min(createdAt + PENDING_SETTLE_MS - clock.now().getTime(), PENDING_SETTLE_MS);
    if (waitMs > 0) {
      log().info('edge secret rotation: waiting for every API container to know the pending value', { step: event.Step, token, waitMs });
      await clock.sleep(waitMs);
    }
    const outcome = await setEdgeHeader(env.distributionId, pending.value);
    log().info(`edge secret rotation: CloudFront header ${outcome}`, { step: event.Step, token, outcome });
  }

  async function testSecret(secretArn: string, event: RotationEvent): Promise<void> {
    const token = event.ClientRequestToken;
    const pending = await pendingVersion(secretArn, token);
    const deadline = clock.now().getTime() + DEPLOY_WAIT_MS;
    for (;;) {
      const { value, deployed } = await edgeHeaderDeployed(env.distributionId);
      // Someone (a deploy) put another value since setSecret: this rotation cannot finish as it is.
      if (value !== pending.value) throw new Error(`CloudFront does not send the pending value of version ${token}`);
      if (deployed) {
        log().info('edge secret rotation: CloudFront sends the pending value everywhere', { step: event.Step, token });
        return;
      }
      if (clock.now().getTime() + DEPLOY_POLL_MS > deadline) {
        throw new Error(`CloudFront did not deploy the pending value within ${DEPLOY_WAIT_MS / 60_000} minutes`);
      }
      await clock.sleep(DEPLOY_POLL_MS);
    }
  }

  async function finishSecret(secretArn: string, event: RotationEvent, stagesByVersion: Readonly<Record<string, readonly string[]>>): Promise<void> {
    const token = event.ClientRequestToken;
    const current = Object.entries(stagesByVersion).find(([, stages]) => stages.includes('AWSCURRENT'))?.[0];
    if (!current) throw new Error('the edge secret has no current version');
    await makeCurrent(secretArn, token, current);
    log().info('edge secret rotation: pending value is current', { step: event.Step, token, previous: current });
  }

  return async function rotate(event: RotationEvent): Promise<void> {
    const secretArn = env.edgeSecretArn;
    const token = event.ClientRequestToken;
    const secret = await describeEdgeSecret(secretArn);
    if (event.SecretId !== secret.arn && event.SecretId !== secret.name) throw new Error('this function rotates the edge secret only');
    if (!secret.rotationEnabled) throw new Error('the edge secret is not enabled for rotation');
    const stages = secret.stagesByVersion[token];
    if (!stages) throw new Error(`the edge secret has no version ${token}`);
    if (stages.includes('AWSCURRENT')) {
      log().info('edge secret rotation: version already current', { step: event.Step, token });
      return;
    }
    if (!stages.includes('AWSPENDING')) throw new Error(`the edge secret's version ${token} is not AWSPENDING`);
    switch (event.Step) {
      case 'createSecret':
        return createSecret(secretArn, event);
      case 'setSecret':
        return setSecret(secretArn, event);
      case 'testSecret':
        return testSecret(secretArn, event);
      case 'finishSecret':
        return finishSecret(secretArn, event, secret.stagesByVersion);
      default:
        throw new Error(`unknown rotation step ${event.Step}`);
    }
  };
}

/** The function's entry (services/observability.ts: request-id logs, cold starts). */
export const handler = observed('RotateEdgeSecret', edgeSecretRotation());
