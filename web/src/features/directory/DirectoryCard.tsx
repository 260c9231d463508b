import { Link as RouterLink } from 'react-router-dom';
import { Badge, Button, Card, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { formatPoints } from '#domain';
import type { MemberCard } from '#contract/features/members';
import { UserAvatar } from '../../ui/UserAvatar';
import { TierBadge } from '../../ui/TierBadge';
import { LimitedViewBadge } from './LimitedViewBadge';

/** Who a card shows: the API's card, or the viewer's own (marked 'YOUR PROFILE', no vouch button). */
export type DirectoryEntry = MemberCard & { self?: true };

export interface DirectoryCardProps {
  member: DirectoryEntry;
  /** Vouch for this member: one callback, so the vouch flow behind it can be swapped. */
  onVouch: (member: MemberCard) => void;
  /** Open the profile dialog (full access only). */
  onOpen: (member: MemberCard) => void;
}

export const memberName = (m: { full_name: string | null; username: string | null }) => m.full_name || m.username || 'Member';

/**
 * A member on the directory and Vouch Now (spec §2 'Member directory'):
 * avatar, name, @username, location, tier and points, the two count links,
 * 'Vouch Now' / 'Update Vouch', or 'YOUR PROFILE'. A card without full
 * access shows 'Limited View' and cannot be opened.
 */
export function DirectoryCard({ member, onVouch, onOpen }: DirectoryCardProps) {
  const name = memberName(member);
  const full = member.limited ? null : member;
  const location = full ? [full.city, full.state, full.country].filter(Boolean).join(', ') : '';
  return (
    <Card.Root as="article" aria-label={name} h="full" variant="outline">
      <Card.Body gap="3">
        <HStack gap="3" align="start">
          <UserAvatar name={member.full_name} email={member.username} src={member.avatar_url} size="lg" />
          <Stack gap="0" minW="0" flex="1">
            <Heading as="h2" size="md" lineClamp={1}>
              {name}
            </Heading>
            {member.username ? (
              <Text color="fg.muted" fontSize="sm" lineClamp={1}>
                @{member.username}
              </Text>
            ) : null}
            {location ? (
              <Text color="fg.muted" fontSize="sm" lineClamp={1}>
                {location}
              </Text>
            ) : null}
          </Stack>
        </HStack>
        {member.self ? (
          <Badge alignSelf="start" colorPalette="brand" variant="solid">
            YOUR PROFILE
          </Badge>
        ) : null}
        {full ? (
          <>
            <HStack gap="2" wrap="wrap">
              <TierBadge score={full.score.total_score} size="sm" />
              <Text fontSize="sm" fontWeight="semibold">
                {formatPoints(full.score.total_score)}
              </Text>
            </HStack>
            <HStack gap="4" fontSize="sm">
              <Link asChild color="brand.fg">
                <RouterLink to={`/vouches-by/${full.id}`}>{full.score.total_vouches} received</RouterLink>
              </Link>
              <Link asChild color="brand.fg">
                <RouterLink to={`/vouches-for/${full.id}`}>{full.vouches_given} given</RouterLink>
              </Link>
            </HStack>
          </>
        ) : (
          <HStack>
            <LimitedViewBadge />
          </HStack>
        )}
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        {full ? (
          <Button size="sm" variant="outline" onClick={() => onOpen(full)} aria-label={`View profile of ${name}`}>
            View Profile
          </Button>
        ) : null}
        {member.self ? null : (
          <Button
            size="sm"
            colorPalette="brand"
            onClick={() => onVouch(member)}
            aria-label={`${member.has_vouched_for ? 'Update Vouch' : 'Vouch Now'} for ${name}`}
          >
            {member.has_vouched_for ? 'Update Vouch' : 'Vouch Now'}
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
