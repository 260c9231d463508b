import { Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { PORTFOLIO_MESSAGES } from '#domain';
import { UserAvatar } from '../../ui/UserAvatar';
import { MessageRowSkeletons } from './MessageRowSkeletons';
import { ApiHooks } from '../../lib/query/apiHooks';
import { RichMessage } from '../../ui/RichMessage';
import { formatDate } from './formatDate';

/**
 * Vouch Messages: up to 20 recent received messages, newest first (the first
 * page of the member's received vouches, whose page size is the same 20),
 * each rendered from its sanitised HTML.
 */
export function MessagesTab({ userId }: { userId: string }) {
  const list = ApiHooks.useListVouchesReceived({ userId });
  if (list.isPending) {
    return <MessageRowSkeletons />;
  }
  if (list.isError) {
    return (
      <Stack role="alert" align="center" gap="3" py="10" textAlign="center">
        <Text>Failed to load your vouch messages.</Text>
        <Button colorPalette="brand" onClick={() => void list.refetch()}>
          Try Again
        </Button>
      </Stack>
    );
  }
  const messages = list.data.vouches.filter((v) => v.message.trim() !== '').slice(0, PORTFOLIO_MESSAGES);
  if (messages.length === 0) {
    return (
      <Text color="fg.muted" textAlign="center" py="10">
        No vouch messages yet.
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="4" pt="4" listStyleType="none" aria-label="Vouch messages">
      {messages.map((v) => {
        const name = v.member.full_name || v.member.username || 'Member';
        return (
          <li key={v.id}>
            <Card.Root as="article" variant="outline" aria-label={`Message from ${name}`}>
              <Card.Body gap="3">
                <HStack gap="3">
                  <UserAvatar name={v.member.full_name} email={v.member.username} src={v.member.avatar_url} size="md" />
                  <Box>
                    <Text fontWeight="semibold">{name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {formatDate(v.created_at)}
                    </Text>
                  </Box>
                </HStack>
                <RichMessage html={v.message} />
              </Card.Body>
            </Card.Root>
          </li>
        );
      })}
    </Stack>
  );
}
