export type TierName =
  'Getting Started' | 'Trusted By Some' | 'Clearly Trusted' | 'Widely Vouched' | 'Deeply Trusted' | 'Legendary Trust' | 'GOAT Level';

export interface Tier {
  name: TierName;
  /** Lowest total score that reaches this tier. */
  min: number;
  subtitle: string;
  /** Chakra colour palette used for the badge. */
  palette: string;
}

/** Ordered from the lowest tier up. Only the first subtitle is given by the spec; the others are ours. */
export const TIERS: readonly Tier[] = [
  { name: 'Getting Started', min: 0, subtitle: 'Everyone begins here — the first vouch matters.', palette: 'gray' },
  { name: 'Trusted By Some', min: 1, subtitle: 'People who know you have spoken up for you.', palette: 'teal' },
  { name: 'Clearly Trusted', min: 500, subtitle: 'A clear record of trust is forming.', palette: 'green' },
  { name: 'Widely Vouched', min: 1000, subtitle: 'Many people stand behind your character.', palette: 'blue' },
  { name: 'Deeply Trusted', min: 2500, subtitle: 'Your character is known and valued widely.', palette: 'purple' },
  { name: 'Legendary Trust', min: 10000, subtitle: 'A reputation few ever reach.', palette: 'orange' },
  { name: 'GOAT Level', min: 30000, subtitle: 'The greatest of all time.', palette: 'yellow' },
];

export function tierFor(score: number): Tier {
  let found = TIERS[0]!;
  for (const tier of TIERS) if (score >= tier.min) found = tier;
  return found;
}
