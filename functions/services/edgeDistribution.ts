/**
 * The CloudFront distribution's side of the edge secret: the value its API
 * origin sends in EDGE_HEADER, read and replaced by the secret's rotation
 * (functions/jobs/rotateEdgeSecret.ts; the setEdgeHeader capability:
 * cloudfront:GetDistribution, GetDistributionConfig and UpdateDistribution on
 * this one distribution, DISTRIBUTION_ID).
 *
 * The header is found by its name: exactly one origin carries it (the API's,
 * lib/web.ts). Only its value changes; every other origin, header and
 * setting goes back as CloudFront gave it.
 */
import {
  CloudFrontClient,
  GetDistributionCommand,
  GetDistributionConfigCommand,
  PreconditionFailed,
  UpdateDistributionCommand,
  type DistributionConfig,
} from '@aws-sdk/client-cloudfront';
import { EDGE_HEADER } from '#domain/edgeHeader';
import { env } from './env';
import { traced } from './observability';

/** Tries of a read-modify-write whose ETag went stale in between (someone else updated the distribution). */
export const UPDATE_ATTEMPTS = 3;

let client: CloudFrontClient | undefined;

function cloudFront(): CloudFrontClient {
  client ??= traced(new CloudFrontClient({ region: env.region, maxAttempts: 3 }));
  return client;
}

const isEdgeHeader = (name: string | undefined): boolean => name?.toLowerCase() === EDGE_HEADER;

/** The index of the one origin carrying the edge header; anything else is a distribution this code does not know. */
function edgeOriginIndex(config: DistributionConfig): number {
  const origins = config.Origins?.Items ?? [];
  const carrying = origins.flatMap((origin, index) => (origin.CustomHeaders?.Items?.some((h) => isEdgeHeader(h.HeaderName)) ? [index] : []));
  if (carrying.length !== 1) throw new Error(`the distribution has ${carrying.length} origins sending ${EDGE_HEADER}, not one`);
  return carrying[0]!;
}

/** The value the distribution's configuration sends the API. */
export function edgeHeaderValue(config: DistributionConfig): string {
  const origin = config.Origins!.Items![edgeOriginIndex(config)]!;
  return origin.CustomHeaders!.Items!.find((h) => isEdgeHeader(h.HeaderName))!.HeaderValue ?? '';
}

/** The configuration with the edge header set to `value`, and nothing else changed. */
export function withEdgeHeader(config: DistributionConfig, value: string): DistributionConfig {
  const index = edgeOriginIndex(config);
  const items = config.Origins!.Items!.map((origin, i) =>
    i !== index
      ? origin
      : {
          ...origin,
          CustomHeaders: {
            ...origin.CustomHeaders!,
            Items: origin.CustomHeaders!.Items!.map((h) => (isEdgeHeader(h.HeaderName) ? { ...h, HeaderValue: value } : h)),
          },
        },
  );
  return { ...config, Origins: { ...config.Origins!, Items: items } };
}

/** What the distribution sends now, and whether that configuration has reached every edge location. */
export async function edgeHeaderDeployed(distributionId: string): Promise<{ value: string; deployed: boolean }> {
  const answer = await cloudFront().send(new GetDistributionCommand({ Id: distributionId }));
  const distribution = answer.Distribution;
  if (!distribution?.DistributionConfig) throw new Error(`distribution ${distributionId} answered without its configuration`);
  return { value: edgeHeaderValue(distribution.DistributionConfig), deployed: distribution.Status === 'Deployed' };
}

/**
 * Sets the edge header to `value` (GetDistributionConfig, then UpdateDistribution
 * with its ETag as IfMatch). 'unchanged' when it already was: a retried step
 * sends no second update. A stale ETag (PreconditionFailed: the stack or a
 * person updated the distribution in between) reads and tries again.
 */
export async function setEdgeHeader(distributionId: string, value: string): Promise<'updated' | 'unchanged'> {
  for (let attempt = 1; ; attempt++) {
    const current = await cloudFront().send(new GetDistributionConfigCommand({ Id: distributionId }));
    if (!current.DistributionConfig || !current.ETag) throw new Error(`distribution ${distributionId} answered without its configuration`);
    if (edgeHeaderValue(current.DistributionConfig) === value) return 'unchanged';
    try {
      await cloudFront().send(
        new UpdateDistributionCommand({
          Id: distributionId,
          IfMatch: current.ETag,
          DistributionConfig: withEdgeHeader(current.DistributionConfig, value),
        }),
      );
      return 'updated';
    } catch (error) {
      const stale = error instanceof PreconditionFailed || (error instanceof Error && error.name === 'PreconditionFailed');
      if (!stale || attempt >= UPDATE_ATTEMPTS) throw error;
    }
  }
}
