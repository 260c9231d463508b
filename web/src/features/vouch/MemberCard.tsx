import { Badge, Box, Button, Card, Heading, Stack, Text, Tooltip } from '@chakra-ui/react';
import type { MemberSummary } from '#contract/features/members';
import { UserAvatar } from '../../ui/UserAvatar';
import { ScoreLine } from '../../ui/ScoreLine';

interface MemberCardProps {
  member: MemberSummary;
  isSelf: boolean;
  onVouch: () => void;
}

/** The spec's tooltip of the 'Limited View' badge. */
export const LIMITED_VIEW_TOOLTIP = 'Additional details become visible once a vouch relationship is established or view permission is granted.';

/** The spec's 'Limited View' badge; its tooltip is also the badge's accessible description (hover is not everyone's). */
function LimitedViewBadge() {
  return (
    <Tooltip.Root openDelay={200} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <Badge tabIndex={0} colorPalette="gray" variant="surface" aria-describedby="limited-view-note">
          Limited View
          <span id="limited-view-note" hidden>
            {LIMITED_VIEW_TOOLTIP}
          </span>
        </Badge>
      </Tooltip.Trigger>
      <Tooltip.Positioner>
        <Tooltip.Content>{LIMITED_VIEW_TOOLTIP}</Tooltip.Content>
      </Tooltip.Positioner>
    </Tooltip.Root>
  );
}

/**
 * A member found by username: who they are and the vouch button; with full
 * access also their title, location, score, counts and bio. Without it
 * (no vouch relationship) the API sends the limited view, shown with the
 * spec's 'Limited View' badge; vouching for them is still offered.
 */
export function MemberCard({ member, isSelf, onVouch }: MemberCardProps) {
  const name = member.full_name || member.username || 'Member';
  const full = member.limited ? null : member;
  const location = full ? [full.city, full.state, full.country].filter(Boolean).join(', ') : '';
  const viewerHasVouched = full?.viewer_has_vouched ?? false;
  return (
    <Card.Root as="article" aria-label={`Member ${name}`}>
      <Card.Body>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align={{ base: 'center', sm: 'start' }}>
          <UserAvatar name={member.full_name} email={member.username} src={member.avatar_url} size="xl" />
          <Stack gap="1" flex="1" minW="0" textAlign={{ base: 'center', sm: 'start' }} align={{ base: 'center', sm: 'start' }}>
            <Heading as="h2" size="lg">
              {name}
            </Heading>
            {member.username ? <Text color="fg.muted">@{member.username}</Text> : null}
            {full ? (
              <>
                {full.title_description ? <Text fontWeight="medium">{full.title_description}</Text> : null}
                {location ? (
                  <Text fontSize="sm" color="fg.muted">
                    {location}
                  </Text>
                ) : null}
                <Box pt="2">
                  <ScoreLine score={full.score.total_score} />
                </Box>
                <Text fontSize="sm" color="fg.muted">
                  {full.score.total_vouches} vouch{full.score.total_vouches === 1 ? '' : 'es'} received · {full.vouches_given} given
                </Text>
                {full.bio ? (
                  <Text pt="2" whiteSpace="pre-line">
                    {full.bio}
                  </Text>
                ) : null}
              </>
            ) : (
              <Box pt="2">
                <LimitedViewBadge />
              </Box>
            )}
          </Stack>
        </Stack>
      </Card.Body>
      <Card.Footer justifyContent={{ base: 'center', sm: 'flex-end' }}>
        {isSelf ? (
          <Text color="fg.muted">This is your profile. You cannot vouch for yourself.</Text>
        ) : viewerHasVouched ? (
          <Button colorPalette="brand" onClick={onVouch}>
            Update Vouch
          </Button>
        ) : (
          <Button colorPalette="brand" onClick={onVouch}>
            Vouch Now
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
