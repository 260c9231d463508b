import { Badge, Box, Circle, Flex, Grid, Heading, HStack, Progress, Stack, Text, Wrap } from '@chakra-ui/react';
import { ATTRIBUTE_CATEGORIES } from '#domain/attributes';
import { tierFor } from '#domain/tiers';
import { SAMPLE_SCORE, SAMPLE_TOP_TRAITS, SAMPLE_VOUCHES } from './sampleData';
import { formatNumber, formatPoints } from '../../lib/formatNumber';

// Shades dark enough for the white initials on them (WCAG AA, 4.5:1 or more).
const AVATAR_COLORS = ['brand.600', 'coral.700', 'brand.500', 'coral.800', 'brand.800', 'coral.900'];

const categoryScore: Record<string, number> = {
  core_character: SAMPLE_SCORE.core_character_score,
  interpersonal_skills: SAMPLE_SCORE.interpersonal_skills_score,
  leadership_qualities: SAMPLE_SCORE.leadership_qualities_score,
  awareness_eq: SAMPLE_SCORE.awareness_eq_score,
  thinking_style: SAMPLE_SCORE.thinking_style_score,
  creative_thinking: SAMPLE_SCORE.creative_thinking_score,
};

/** A ring filled by how far the score has come within its tier. */
function ScoreRing({ score }: { score: number }) {
  const tier = tierFor(score);
  const next = [500, 1000, 2500, 10000, 30000].find((t) => t > score) ?? score;
  const fraction = next === tier.min ? 1 : (score - tier.min) / (next - tier.min);
  const r = 70;
  const c = 2 * Math.PI * r;
  return (
    <Box position="relative" boxSize="180px" flexShrink={0}>
      <svg viewBox="0 0 180 180" width="180" height="180" aria-hidden="true">
        <circle cx="90" cy="90" r={r} fill="none" stroke="var(--chakra-colors-brand-100)" strokeWidth="14" />
        <circle
          cx="90"
          cy="90"
          r={r}
          fill="none"
          stroke="var(--chakra-colors-coral-400)"
          strokeWidth="14"
          strokeLinecap="round"
          strokeDasharray={`${c * Math.max(0.06, fraction)} ${c}`}
          transform="rotate(-90 90 90)"
        />
      </svg>
      <Stack position="absolute" inset="0" align="center" justify="center" gap="0">
        <Text fontSize="3xl" fontWeight="bold" color="brand.strong" lineHeight="1">
          {formatNumber(score)}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          points
        </Text>
      </Stack>
    </Box>
  );
}

/** The sample score graphic: a made-up member with 12 vouches, scored by the real rules. */
export function SampleScoreSection() {
  const tier = tierFor(SAMPLE_SCORE.total_score);
  return (
    <Box as="section" aria-labelledby="sample-score-heading" py={{ base: '14', md: '20' }} px="4" bg="bg.subtle">
      <Stack maxW="6xl" mx="auto" gap="10">
        <Stack textAlign="center" gap="3" maxW="2xl" mx="auto">
          <Heading as="h2" id="sample-score-heading" size="3xl" color="brand.heading">
            Your character, in one score
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            Every vouch adds points for the qualities people have seen in you. Here's what a profile looks like after a dozen of them.
          </Text>
        </Stack>

        <Box bg="bg" rounded="3xl" shadow="lg" borderWidth="1px" borderColor="border.muted" p={{ base: '5', md: '8' }} data-testid="sample-score">
          <Grid templateColumns={{ base: '1fr', lg: 'auto 1fr' }} gap={{ base: '8', lg: '12' }} alignItems="center">
            <Stack align="center" gap="4">
              <ScoreRing score={SAMPLE_SCORE.total_score} />
              <Badge colorPalette={tier.palette} size="lg" px="3" py="1" rounded="full" fontSize="md">
                {tier.name}
              </Badge>
              <Text textStyle="sm" color="fg.muted" textAlign="center" maxW="15rem">
                {tier.subtitle}
              </Text>
              <Text fontWeight="semibold">
                {SAMPLE_SCORE.total_vouches} vouches · {formatPoints(SAMPLE_SCORE.total_score)}
              </Text>
            </Stack>

            <Stack gap="6">
              <Stack gap="3">
                <Text fontWeight="semibold" color="brand.strong">
                  Vouched for by
                </Text>
                <Grid templateColumns={{ base: 'repeat(3, 1fr)', sm: 'repeat(4, 1fr)', md: 'repeat(6, 1fr)' }} gap="3" as="ul" listStyleType="none">
                  {SAMPLE_VOUCHES.map((v, i) => (
                    <Stack as="li" key={v.voucher} align="center" gap="1" textAlign="center">
                      <Circle size="10" bg={AVATAR_COLORS[i % AVATAR_COLORS.length]} color="white" fontWeight="bold" aria-hidden="true">
                        {v.voucher[0]}
                      </Circle>
                      <Text textStyle="xs" fontWeight="medium" lineClamp={1}>
                        {v.voucher}
                      </Text>
                      <Text textStyle="2xs" color="fg.muted" lineClamp={1}>
                        {v.relationship}
                      </Text>
                    </Stack>
                  ))}
                </Grid>
              </Stack>

              <Stack gap="2">
                <Text fontWeight="semibold" color="brand.strong">
                  Most vouched-for traits
                </Text>
                <Wrap gap="2">
                  {SAMPLE_TOP_TRAITS.map((t) => (
                    <Badge key={t} colorPalette="coral" variant="subtle" size="md" rounded="full" px="3">
                      {t}
                    </Badge>
                  ))}
                </Wrap>
              </Stack>

              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} columnGap="8" rowGap="3">
                {ATTRIBUTE_CATEGORIES.map((c) => {
                  const points = categoryScore[c.key] ?? 0;
                  const max = Math.max(...Object.values(categoryScore), 1);
                  return (
                    <Stack key={c.key} gap="1">
                      <Flex justify="space-between" textStyle="sm">
                        <Text>{c.label}</Text>
                        <Text color="fg.muted">{formatPoints(points)}</Text>
                      </Flex>
                      <Progress.Root
                        value={(points / max) * 100}
                        size="sm"
                        colorPalette={c.kind === 'main' ? 'brand' : 'coral'}
                        aria-label={`${c.label}: ${points} points`}
                      >
                        <Progress.Track rounded="full">
                          <Progress.Range />
                        </Progress.Track>
                      </Progress.Root>
                    </Stack>
                  );
                })}
              </Grid>
              <HStack textStyle="xs" color="fg.muted">
                <Text>Sample profile for illustration. Names are made up.</Text>
              </HStack>
            </Stack>
          </Grid>
        </Box>
      </Stack>
    </Box>
  );
}
