import { HStack, Text } from '@chakra-ui/react';
import { TierBadge } from './TierBadge';
import { formatPoints } from '../lib/format';

/** "1,234 pts" beside the tier badge. */
export function ScoreLine({ score, size = 'md' }: { score: number; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Text fontWeight="bold" fontSize={size === 'lg' ? '2xl' : size === 'sm' ? 'sm' : 'md'}>
        {formatPoints(score)}
      </Text>
      <TierBadge score={score} size={size} />
    </HStack>
  );
}
