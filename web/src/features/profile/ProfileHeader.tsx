import { useState } from 'react';
import { Button, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { ExternalLink, Mail, MapPin, Phone, Share2 } from 'lucide-react';
import { InvitedBy } from './InvitedBy';
import { maskPhone } from '#domain';
import type { MyProfile } from '#contract/responses';
import { ShareInviteDialog as ShareDialog } from '../share';
import { UserAvatar } from '../../ui/UserAvatar';

function locationText(p: MyProfile): string | null {
  const parts = [p.city, p.state, p.country].filter((v): v is string => !!v && !!v.trim());
  return parts.length ? parts.join(', ') : null;
}

/** Avatar, name, @username, title, bio, location, contact and the Share Profile button. */
export function ProfileHeader({ profile }: { profile: MyProfile }) {
  const [shareOpen, setShareOpen] = useState(false);
  const location = locationText(profile);
  return (
    <Card.Root>
      <Card.Body>
        <Stack direction={{ base: 'column', md: 'row' }} gap="6" align={{ base: 'center', md: 'start' }}>
          <UserAvatar name={profile.full_name} email={profile.email} src={profile.avatar_url} size="xl" />
          <Stack gap="2" flex="1" textAlign={{ base: 'center', md: 'start' }} minW="0">
            <Heading as="h1" size="2xl">
              {profile.full_name || profile.username || 'User'}
            </Heading>
            {profile.username ? <Text color="fg.muted">@{profile.username}</Text> : null}
            {profile.title_description ? <Text fontWeight="medium">{profile.title_description}</Text> : null}
            {profile.bio ? <Text whiteSpace="pre-line">{profile.bio}</Text> : null}
            <Stack gap="1" fontSize="sm" color="fg.muted" align={{ base: 'center', md: 'start' }}>
              {location ? (
                <HStack>
                  <MapPin size={16} aria-hidden="true" />
                  <Text>
                    <Text as="span" srOnly>
                      Location:{' '}
                    </Text>
                    {location}
                  </Text>
                </HStack>
              ) : null}
              <HStack>
                <Mail size={16} aria-hidden="true" />
                <Text wordBreak="break-all">{profile.email}</Text>
              </HStack>
              {profile.phone ? (
                <HStack>
                  <Phone size={16} aria-hidden="true" />
                  <Text data-testid="masked-phone">
                    {maskPhone(profile.phone)}
                    {profile.is_phone_verified ? '' : ' (not verified)'}
                  </Text>
                </HStack>
              ) : null}
              <InvitedBy />
              {profile.linkedin_url ? (
                <HStack>
                  <ExternalLink size={16} aria-hidden="true" />
                  <Link href={profile.linkedin_url} target="_blank" rel="noreferrer" color="brand.link">
                    LinkedIn profile
                  </Link>
                </HStack>
              ) : null}
            </Stack>
          </Stack>
          <Button variant="outline" colorPalette="brand" onClick={() => setShareOpen(true)}>
            <Share2 size={18} /> Share Profile
          </Button>
        </Stack>
      </Card.Body>
      <ShareDialog open={shareOpen} onOpenChange={setShareOpen} />
    </Card.Root>
  );
}
