import { Box, Button, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { ApiHooks } from '../../lib/query/apiHooks';
import { TierBadge } from '../../ui/TierBadge';
import { formatPoints } from '../../lib/format';
import { AnalyticsSkeleton, ChartFrameSkeletons } from './AnalyticsSkeleton';

// Recharts is heavy: it loads with this tab only (its own chunk), never with the landing page or another route.
const PortfolioCharts = lazy(() => import('./PortfolioCharts'));

/** The Analytics tab: the score in numbers, then the charts (each with a text alternative). */
export function AnalyticsTab() {
  const portfolio = ApiHooks.useGetMyPortfolio();
  if (portfolio.isPending) return <AnalyticsSkeleton />;
  if (portfolio.isError) {
    return (
      <Stack role="alert" align="center" gap="3" py="10" textAlign="center">
        <Text>Failed to load your analytics.</Text>
        <Button colorPalette="brand" onClick={() => void portfolio.refetch()}>
          Try Again
        </Button>
      </Stack>
    );
  }
  const data = portfolio.data;
  return (
    <Stack gap="8" pt="4">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <Stat.Root borderWidth="1px" borderRadius="lg" p="4">
          <Stat.Label>Vouch Score</Stat.Label>
          <Stat.ValueText>{formatPoints(data.total_score)}</Stat.ValueText>
          {/* Inside the <dl> of Stat.Root only <dt>/<dd> may stand: the badge is part of the value. */}
          <Box as="dd">
            <TierBadge score={data.total_score} size="sm" />
          </Box>
        </Stat.Root>
        <Stat.Root borderWidth="1px" borderRadius="lg" p="4">
          <Stat.Label>Vouches Received</Stat.Label>
          <Stat.ValueText>{data.vouches_received}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root borderWidth="1px" borderRadius="lg" p="4">
          <Stat.Label>Vouches Given</Stat.Label>
          <Stat.ValueText>{data.vouches_given}</Stat.ValueText>
        </Stat.Root>
      </SimpleGrid>
      {data.vouches_received === 0 ? (
        <Text color="fg.muted" textAlign="center" py="6">
          No one has vouched for you yet. Your charts appear here once someone does.
        </Text>
      ) : (
        <Suspense
          fallback={
            <Box role="status" aria-label="Loading charts">
              <ChartFrameSkeletons />
            </Box>
          }
        >
          <PortfolioCharts portfolio={data} />
        </Suspense>
      )}
    </Stack>
  );
}
