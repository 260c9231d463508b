/** "Invited by {name}" on the member's own profile (the invite tree, issue 11 §5); nothing for the first members. */
import { HStack, Link, Text } from '@chakra-ui/react';
import { UserPlus } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { ApiHooks } from '../../lib/query/apiHooks';

export function InvitedBy() {
  const inviter = ApiHooks.useGetMyInviter().data?.inviter;
  if (!inviter) return null;
  return (
    <HStack data-testid="invited-by">
      <UserPlus size={16} aria-hidden="true" />
      <Text>
        Invited by{' '}
        <Link asChild color="brand.link">
          <RouterLink to={`/vouches-for/${inviter.id}`}>{inviter.full_name ?? (inviter.username ? `@${inviter.username}` : 'a member')}</RouterLink>
        </Link>
      </Text>
    </HStack>
  );
}
