/**
 * One vouch as a list of vouches shows it: the other party (avatar, name,
 * handle, tier and score, or the limited-view badge), the points it gives or
 * receives, its traits and its date. The vouch-list pages (/vouches-by,
 * /vouches-for) show it `full`, with the party's place and bio, the traits
 * by category and the message; the portfolio's people tabs show it
 * `compact`. Its skeleton (VouchPartyCardSkeleton) keeps the same layout.
 */
import { Badge, Box, Card, Heading, HStack, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { ATTRIBUTE_CATEGORIES } from '#domain';
import type { VouchListItem } from '#contract/features/members';
import { UserAvatar } from '../../ui/UserAvatar';
import { MemberLineSkeleton } from '../../ui/MemberLineSkeleton';
import { RichMessage } from '../../ui/RichMessage';
import { TierBadge } from '../../ui/TierBadge';
import { formatDate, formatPoints } from '../../lib/format';
import { LimitedViewBadge } from './LimitedViewBadge';

export type VouchCardVariant = 'full' | 'compact';

/** Whose vouches the list holds: those a member received (each party gives points) or gave (each party receives them). */
export type VouchDirection = 'received' | 'given';

const POINTS_LABEL: Record<VouchDirection, string> = { received: 'Gives', given: 'Receives' };

/** The attributes of a vouch, grouped by category (spec: 'attribute groups'). */
function attributeGroups(attributes: readonly string[]): { label: string; names: string[] }[] {
  const groups = ATTRIBUTE_CATEGORIES.map((c) => ({
    label: c.label,
    names: attributes.filter((a) => (c.attributes as readonly string[]).includes(a)),
  }));
  const known = new Set(ATTRIBUTE_CATEGORIES.flatMap((c) => c.attributes as readonly string[]));
  const other = attributes.filter((a) => !known.has(a));
  return [...groups, { label: 'Other', names: other }].filter((g) => g.names.length);
}

function TraitChips({ names }: { names: readonly string[] }) {
  return (
    <HStack gap="1" wrap="wrap">
      {names.map((a) => (
        <Badge key={a} size="sm" variant="subtle" colorPalette="brand">
          {a}
        </Badge>
      ))}
    </HStack>
  );
}

export function VouchPartyCard({ item, direction, variant }: { item: VouchListItem; direction: VouchDirection; variant: VouchCardVariant }) {
  const m = item.member;
  const full = variant === 'full';
  // A party the viewer has no full access to comes limited: who they are, and the badge instead of the rest.
  const location = full && !m.limited ? [m.city, m.state, m.country].filter(Boolean).join(', ') : '';
  const name = m.full_name || m.username || 'Member';
  return (
    <Card.Root as="article" aria-label={name} variant="outline">
      <Card.Body gap={full ? '3' : '2'}>
        <HStack gap="3" align="start" justify="space-between" wrap="wrap">
          <HStack gap="3" align="start">
            <UserAvatar name={m.full_name} email={m.username} src={m.avatar_url} size={full ? 'lg' : 'md'} />
            <Box>
              {full ? (
                <Heading as="h2" size="md">
                  {name}
                </Heading>
              ) : (
                <Text fontWeight="semibold">{name}</Text>
              )}
              {m.username ? (
                <Text color="fg.muted" fontSize="sm">
                  @{m.username}
                </Text>
              ) : null}
              {location ? (
                <Text color="fg.muted" fontSize="sm">
                  {location}
                </Text>
              ) : null}
              <HStack gap="2" pt="1">
                {m.limited ? (
                  <LimitedViewBadge />
                ) : (
                  <>
                    <TierBadge score={m.score.total_score} size="sm" />
                    <Text fontSize="sm">{formatPoints(m.score.total_score)}</Text>
                  </>
                )}
              </HStack>
            </Box>
          </HStack>
          <Badge colorPalette="brand" variant="solid">
            {POINTS_LABEL[direction]}: {item.points} pts
          </Badge>
        </HStack>
        {full && !m.limited && m.bio ? (
          <Text fontSize="sm" color="fg.muted">
            {m.bio}
          </Text>
        ) : null}
        {full ? (
          attributeGroups(item.attributes).map((g) => (
            <Stack key={g.label} gap="1">
              <Text fontSize="sm" fontWeight="semibold">
                {g.label}
              </Text>
              <TraitChips names={g.names} />
            </Stack>
          ))
        ) : (
          <TraitChips names={item.attributes} />
        )}
        {full ? <RichMessage html={item.message} quoted fontStyle="italic" /> : null}
        <Text fontSize="sm" color="fg.muted">
          {formatDate(item.created_at, 'long')}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** The card while its list loads, in the same layout; hidden from assistive technology (the list's status says what loads). */
export function VouchPartyCardSkeleton({ variant }: { variant: VouchCardVariant }) {
  const full = variant === 'full';
  return (
    <Card.Root variant="outline" aria-hidden="true" data-testid="vouch-card-skeleton">
      <Card.Body gap={full ? '3' : '2'}>
        <HStack gap="3" align="start" justify="space-between">
          <MemberLineSkeleton avatar={full ? '12' : '10'} tier />
          <Skeleton h="5" w="24" rounded="full" />
        </HStack>
        <HStack gap="1">
          <Skeleton h="5" w="20" rounded="full" />
          <Skeleton h="5" w="16" rounded="full" />
        </HStack>
        {full ? <SkeletonText noOfLines={2} gap="2" /> : null}
        <Skeleton h="3" w="28" />
      </Card.Body>
    </Card.Root>
  );
}
