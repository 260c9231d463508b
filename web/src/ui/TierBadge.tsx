import { Badge } from '@chakra-ui/react';
import { tierFor } from '#domain';

/** The tier a score reaches, as a coloured badge (spec §4 tiers; palette from the domain). */
export function TierBadge({ score, size = 'md' }: { score: number; size?: 'sm' | 'md' | 'lg' }) {
  const tier = tierFor(score);
  return (
    <Badge colorPalette={tier.palette} variant="solid" size={size} title={tier.subtitle}>
      {tier.name}
    </Badge>
  );
}
