import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Card, Heading, HStack, Link, Progress, SimpleGrid, Stack, Stat, Text, Wrap } from '@chakra-ui/react';
import { formatPoints, tierFor } from '../../../../functions/domain';
import type { MyProfile } from '../../../../functions/api/contracts';
import { TierBadge } from '../reputation/TierBadge';
import { attributeRows, categoryRows } from './scoreRows';

/** Vouch Score Summary: total with tier, vouches received and given, category totals and the attribute breakdown. */
export function VouchScoreSummary({ profile }: { profile: MyProfile }) {
  const { score } = profile;
  const tier = tierFor(score.total_score);
  const categories = categoryRows(score);
  const maxCategory = Math.max(1, ...categories.map((c) => c.points));
  const attributes = attributeRows(score);

  return (
    <Card.Root as="section" aria-labelledby="score-summary-heading">
      <Card.Body>
        <Stack gap="6">
          <Heading as="h2" size="lg" id="score-summary-heading">
            Vouch Score Summary
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            <Stat.Root borderWidth="1px" borderRadius="md" p="4">
              <Stat.Label>Total Vouch Score</Stat.Label>
              <Stat.ValueText data-testid="total-score">{formatPoints(score.total_score)}</Stat.ValueText>
              {/* Stat.Root is a <dl>: everything in it must sit in a <dt> or <dd>. */}
              <Stack as="dd" gap="1" mt="1">
                <Box>
                  <TierBadge score={score.total_score} />
                </Box>
                <Text textStyle="sm" color="fg.muted">
                  {tier.subtitle}
                </Text>
              </Stack>
            </Stat.Root>
            <Stat.Root borderWidth="1px" borderRadius="md" p="4">
              <Stat.Label>Vouches Received</Stat.Label>
              <Stat.ValueText data-testid="vouches-received">{score.total_vouches}</Stat.ValueText>
              <Box as="dd">
                <Link asChild color="brand.600" fontSize="sm">
                  <RouterLink to={`/vouches-by/${profile.id}`} aria-label="View all vouches received">
                    View All
                  </RouterLink>
                </Link>
              </Box>
            </Stat.Root>
            <Stat.Root borderWidth="1px" borderRadius="md" p="4">
              <Stat.Label>Vouches Given</Stat.Label>
              <Stat.ValueText data-testid="vouches-given">{profile.vouches_given}</Stat.ValueText>
              <Box as="dd">
                <Link asChild color="brand.600" fontSize="sm">
                  <RouterLink to={`/vouches-for/${profile.id}`} aria-label="View all vouches given">
                    View All
                  </RouterLink>
                </Link>
              </Box>
            </Stat.Root>
          </SimpleGrid>

          <Stack gap="3">
            <Heading as="h3" size="md">
              Category Scores
            </Heading>
            <Stack as="ul" gap="3" listStyleType="none">
              {categories.map((c) => (
                <Box as="li" key={c.key}>
                  <HStack justify="space-between" mb="1">
                    <Text fontWeight="medium">
                      {c.label}{' '}
                      {c.kind === 'bonus' ? (
                        <Badge size="sm" variant="outline" ms="1">
                          Bonus
                        </Badge>
                      ) : null}
                    </Text>
                    <Text fontWeight="semibold" data-testid={`category-${c.key}`}>
                      {formatPoints(c.points)}
                    </Text>
                  </HStack>
                  <Progress.Root value={(c.points / maxCategory) * 100} size="xs" colorPalette="brand" aria-label={`${c.label} ${formatPoints(c.points)}`}>
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                </Box>
              ))}
            </Stack>
          </Stack>

          <Stack gap="3">
            <Heading as="h3" size="md">
              Attribute Breakdown
            </Heading>
            {attributes.length === 0 ? (
              <Text color="fg.muted">No vouches received yet. Share your profile so people who know you can vouch for you.</Text>
            ) : (
              <Wrap as="ul" gap="2" listStyleType="none" data-testid="attribute-breakdown">
                {attributes.map((a) => (
                  <Badge as="li" key={a.name} size="lg" variant="subtle" colorPalette="brand">
                    {a.name} · {formatPoints(a.points)}
                  </Badge>
                ))}
              </Wrap>
            )}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
