/**
 * The Analytics tab while it loads (issue 23 §3): the three stats with their
 * labels and shapes for the numbers, then the chart frames with their titles,
 * so nothing jumps when the figures and the charts' chunk arrive. One status
 * names what is loading; the shapes are hidden from assistive technology.
 */
import { Heading, Skeleton, Stack } from '@chakra-ui/react';
import { StatBoxSkeletons } from '../../ui/StatBoxSkeletons';

const STATS = ['Vouch Score', 'Vouches Received', 'Vouches Given'] as const;
/** The charts' titles, known before their data: the charts and their loading frames share them. */
export const CHART_TITLE = { attributes: 'Top Attributes', categories: 'Category Breakdown', score: 'Score Over Time' } as const;

/** Shapes of the chart frames alone: also what the charts' chunk shows while it loads. */
export function ChartFrameSkeletons() {
  return (
    <Stack gap="8" aria-hidden="true">
      {Object.values(CHART_TITLE).map((title) => (
        <Stack key={title} gap="3" borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '5' }}>
          <Heading as="p" size="md">
            {title}
          </Heading>
          <Skeleton h="4" w="60%" />
          <Skeleton h="300px" w="full" />
          <Skeleton h="4" w="40" />
        </Stack>
      ))}
    </Stack>
  );
}

export function AnalyticsSkeleton() {
  return (
    <Stack gap="8" pt="4" role="status" aria-label="Loading charts">
      <StatBoxSkeletons labels={STATS} />
      <ChartFrameSkeletons />
    </Stack>
  );
}
