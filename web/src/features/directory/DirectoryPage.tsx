import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { DirectoryFilter } from '#domain/directory';
import type { MemberCard } from '#contract/features/members';
import type { MyProfile } from '#contract/responses';
import { BrowseProfileGate } from './BrowseProfileGate';
import { EmptyState } from './EmptyState';
import { MemberList, NO_MEMBERS_HEADING } from './MemberList';
import { MemberListControls } from './MemberListControls';
import { MemberProfileDialog } from './MemberProfileDialog';
import { selfEntry } from './selfEntry';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

const NO_MEMBERS_BODY = 'Try adjusting your search or filters to discover more members of the community.';

const FILTERS: { value: DirectoryFilter; label: string }[] = [
  { value: 'all', label: 'All Members' },
  { value: 'vouching-for-me', label: 'Vouching for Me' },
  { value: 'vouched-by-me', label: 'Vouched by Me' },
];

/** /vouch-community: the member directory (spec §2 'Member directory'). */
export default function DirectoryPage() {
  return <BrowseProfileGate>{(profile) => <Directory profile={profile} />}</BrowseProfileGate>;
}

function Directory({ profile }: { profile: MyProfile }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<DirectoryFilter>('all');
  const [open, setOpen] = useState<MemberCard | null>(null);
  const q = useDebouncedValue(text, 300);

  // The vouch flow lives on Vouch Now: ?user= opens it for that member.
  const vouch = (m: MemberCard) => navigate(`/vouched?user=${encodeURIComponent(m.username ?? m.id)}`);
  const invite = (
    <Button asChild colorPalette="brand">
      <RouterLink to="/vouch-me-qr">Invite Someone</RouterLink>
    </Button>
  );
  const empty =
    filter === 'vouched-by-me' && !q.trim() ? (
      <EmptyState
        title="No Vouches Given Yet"
        action={
          <Button colorPalette="brand" onClick={() => setFilter('all')}>
            Explore Members
          </Button>
        }
      />
    ) : filter === 'vouching-for-me' && !q.trim() ? (
      <EmptyState title="No Vouches Received Yet" action={invite} />
    ) : (
      <EmptyState title={NO_MEMBERS_HEADING} body={NO_MEMBERS_BODY} action={invite} />
    );

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Vouch Community
          </Heading>
          <Text color="fg.muted">Discover the members of the community and the people who vouch for them.</Text>
        </Stack>
        <MemberListControls
          idPrefix="directory"
          text={text}
          onText={setText}
          choice={{ label: 'Filter', value: filter, options: FILTERS, onChange: setFilter }}
        />
        <MemberList input={{ filter, sort: 'newest', q }} onVouch={vouch} onOpen={setOpen} empty={empty} self={selfEntry(profile)} />
      </Stack>
      <MemberProfileDialog member={open} onClose={() => setOpen(null)} />
    </Container>
  );
}
