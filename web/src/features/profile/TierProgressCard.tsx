import { Box, Card, Heading, List, Progress, Stack, Text } from '@chakra-ui/react';
import { MAX_POINTS_PER_VOUCH, openCategories, tierProgress } from '#domain';
import type { MyProfile } from '#contract/responses';
import { TierBadge } from '../../ui/TierBadge';
import { formatPoints } from '../../lib/format';

/** How many categories and attributes the card suggests. */
const SHOWN_CATEGORIES = 3;
const SHOWN_ATTRIBUTES = 3;

/**
 * Tier progress (beyond the spec, issue 8 §8): the points to the next tier
 * and where more points can come from (categories whose caps the member's
 * vouches have not reached, with qualities not received yet), from the
 * shared domain rules (domain/tierProgress.ts).
 */
export function TierProgressCard({ profile }: { profile: MyProfile }) {
  const progress = tierProgress(profile.score.total_score);
  const open = openCategories(profile.score).slice(0, SHOWN_CATEGORIES);
  return (
    <Card.Root as="section" aria-labelledby="tier-progress-heading">
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="lg" id="tier-progress-heading">
            Tier Progress
          </Heading>
          {progress.next ? (
            <Stack gap="2">
              <Text data-testid="points-to-next-tier">
                <strong>{formatPoints(progress.pointsToNext!)}</strong> to <TierBadge score={progress.next.min} size="sm" />
              </Text>
              <Progress.Root
                value={Math.round(progress.fraction * 100)}
                size="sm"
                colorPalette="brand"
                aria-label={`Progress from ${progress.tier.name} to ${progress.next.name}`}
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text textStyle="sm" color="fg.muted">
                A vouch adds at most {formatPoints(MAX_POINTS_PER_VOUCH)}: that is at least {progress.vouchesAtLeast}{' '}
                {progress.vouchesAtLeast === 1 ? 'more vouch' : 'more vouches'}.
              </Text>
            </Stack>
          ) : (
            <Text data-testid="points-to-next-tier">You have reached the highest tier.</Text>
          )}
          {open.length ? (
            <Stack gap="2">
              <Heading as="h3" size="md">
                What would raise your score most
              </Heading>
              <List.Root as="ul" gap="2" ps="5" data-testid="open-categories">
                {open.map((c) => (
                  <List.Item key={c.key}>
                    <Box>
                      <Text as="span" fontWeight="semibold">
                        {c.label}
                      </Text>{' '}
                      <Text as="span" color="fg.muted">
                        ({c.pointsPerAttribute} pts per quality, {formatPoints(c.points)} of {formatPoints(c.possible)} possible)
                      </Text>
                      {c.missingAttributes.length ? (
                        <Text textStyle="sm" color="fg.muted">
                          Not received yet: {c.missingAttributes.slice(0, SHOWN_ATTRIBUTES).join(', ')}
                        </Text>
                      ) : null}
                    </Box>
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
