import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { MemberSummary } from '../../../../functions/api/contracts';
import { UserAvatar } from '../../app/layout/UserAvatar';
import { ScoreLine } from '../reputation/ScoreLine';

interface MemberCardProps {
  member: MemberSummary;
  isSelf: boolean;
  onVouch: () => void;
}

/** A member found by username: who they are, their score and tier, and the vouch button. */
export function MemberCard({ member, isSelf, onVouch }: MemberCardProps) {
  const name = member.full_name || member.username || 'Member';
  const location = [member.city, member.state, member.country].filter(Boolean).join(', ');
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
            {member.title_description ? <Text fontWeight="medium">{member.title_description}</Text> : null}
            {location ? (
              <Text fontSize="sm" color="fg.muted">
                {location}
              </Text>
            ) : null}
            <Box pt="2">
              <ScoreLine score={member.score.total_score} />
            </Box>
            <Text fontSize="sm" color="fg.muted">
              {member.score.total_vouches} vouch{member.score.total_vouches === 1 ? '' : 'es'} received
            </Text>
            {member.bio ? (
              <Text pt="2" whiteSpace="pre-line">
                {member.bio}
              </Text>
            ) : null}
          </Stack>
        </Stack>
      </Card.Body>
      <Card.Footer justifyContent={{ base: 'center', sm: 'flex-end' }}>
        {isSelf ? (
          <Text color="fg.muted">This is your profile. You cannot vouch for yourself.</Text>
        ) : member.viewer_has_vouched ? (
          <HStack gap="3" wrap="wrap" justify="flex-end">
            <Text fontSize="sm" color="fg.muted" id="update-vouch-note">
              You have vouched for {name}. Editing a vouch is coming in a later release.
            </Text>
            <Button colorPalette="brand" disabled aria-describedby="update-vouch-note">
              Update Vouch
            </Button>
          </HStack>
        ) : (
          <Button colorPalette="brand" onClick={onVouch}>
            Vouch Now
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
