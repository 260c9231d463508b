import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Card, Heading, Link, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { tierFor } from '#domain';
import type { MyProfile } from '#contract/responses';
import { TierBadge } from '../../ui/TierBadge';
import { CategoryScoreList } from './CategoryScoreList';
import { ScoreStat } from './ScoreStat';
import { SummaryPart } from './SummaryPart';
import { attributeRows, categoryRows } from './scoreRows';
import { formatPoints } from '../../lib/format';

/** Vouch Score Summary: total with tier, vouches received and given, category totals and the attribute breakdown. */
export function VouchScoreSummary({ profile }: { profile: MyProfile }) {
  const { score } = profile;
  const tier = tierFor(score.total_score);
  const attributes = attributeRows(score);
  const counts = [
    {
      label: 'Vouches Received',
      value: score.total_vouches,
      testId: 'vouches-received',
      to: `/vouches-by/${profile.id}`,
      linkLabel: 'View all vouches received',
    },
    {
      label: 'Vouches Given',
      value: profile.vouches_given,
      testId: 'vouches-given',
      to: `/vouches-for/${profile.id}`,
      linkLabel: 'View all vouches given',
    },
  ];

  return (
    <Card.Root as="section" aria-labelledby="score-summary-heading">
      <Card.Body>
        <Stack gap="6">
          <Heading as="h2" size="lg" id="score-summary-heading">
            Vouch Score Summary
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            <ScoreStat label="Total Vouch Score" value={formatPoints(score.total_score)} testId="total-score">
              <Stack as="dd" gap="1" mt="1">
                <Box>
                  <TierBadge score={score.total_score} />
                </Box>
                <Text textStyle="sm" color="fg.muted">
                  {tier.subtitle}
                </Text>
              </Stack>
            </ScoreStat>
            {counts.map((c) => (
              <ScoreStat key={c.testId} label={c.label} value={c.value} testId={c.testId}>
                <Box as="dd">
                  <Link asChild color="brand.link" fontSize="sm">
                    <RouterLink to={c.to} aria-label={c.linkLabel}>
                      View All
                    </RouterLink>
                  </Link>
                </Box>
              </ScoreStat>
            ))}
          </SimpleGrid>

          <SummaryPart title="Category Scores">
            <CategoryScoreList categories={categoryRows(score)} />
          </SummaryPart>

          <SummaryPart title="Attribute Breakdown">
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
          </SummaryPart>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
