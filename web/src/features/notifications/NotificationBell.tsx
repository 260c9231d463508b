import { Box, Button, Circle, Flex, IconButton, Popover, Text, VisuallyHidden } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { NotificationView } from '#contract/features/notifications';
import { notificationBadge, relativeTime } from '#domain/notifications';
import { ApiHooks } from '../../lib/query/apiHooks';
import { useLiveNotifications } from './useLiveNotifications';
import { userLocales } from '../../lib/format';

/** spec: read at most every 30 s, and only while the live socket is down. */
const POLL_MS = 30_000;

/** The clock the relative times read, moved on every minute while the bell is shown. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function NotificationItem({ notification, now, onRead }: { notification: NotificationView; now: number; onRead: (id: string) => void }) {
  const unread = !notification.is_read;
  return (
    <Box as="li" listStyleType="none">
      <Button
        variant="ghost"
        w="full"
        h="auto"
        py="2.5"
        px="3"
        justifyContent="flex-start"
        alignItems="flex-start"
        textAlign="left"
        whiteSpace="normal"
        rounded="md"
        bg={unread ? 'brand.subtle' : undefined}
        onClick={() => unread && onRead(notification.id)}
        data-testid="notification-item"
        data-read={notification.is_read ? 'true' : 'false'}
      >
        <Flex gap="2.5" w="full" align="flex-start">
          <Circle size="2" mt="1.5" flexShrink={0} bg={unread ? 'brand.solid' : 'transparent'} aria-hidden="true" />
          <Box flex="1" minW="0">
            <Text as="span" display="block" textStyle="sm" fontWeight={unread ? 'semibold' : 'medium'}>
              {notification.title}
              {unread && <VisuallyHidden> (unread)</VisuallyHidden>}
            </Text>
            <Text as="span" display="block" textStyle="sm" color="fg.muted" fontWeight="normal">
              {notification.message}
            </Text>
            <Text as="span" display="block" textStyle="xs" color="fg.muted" fontWeight="normal" mt="0.5">
              {relativeTime(notification.created_at, now, undefined, userLocales())}
            </Text>
          </Box>
        </Flex>
      </Button>
    </Box>
  );
}

/**
 * The notification bell of the member header (spec: notification bell):
 * the 20 newest in a list about 24rem tall, the unread count as a badge
 * (99+ above 99), each with title, message and relative time; a click marks
 * one read, 'Mark all read' all of them. New ones arrive live.
 */
export function NotificationBell() {
  const live = useLiveNotifications();
  const list = ApiHooks.useListNotifications(undefined, { refetchInterval: live ? false : POLL_MS });
  const markRead = ApiHooks.useMarkNotificationRead();
  const markAll = ApiHooks.useMarkAllNotificationsRead();
  const now = useMinuteClock();
  const notifications = list.data?.notifications ?? [];
  const unread = list.data?.unread_count ?? 0;
  const badge = notificationBadge(unread);
  // spec: notification load or update failures are ignored (no message).
  const onRead = (id: string) => markRead.mutate({ id }, { onError: () => undefined });

  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount>
      <Popover.Trigger asChild>
        <IconButton
          variant="ghost"
          position="relative"
          aria-label={unread ? `Notifications, ${badge} unread` : 'Notifications'}
          data-testid="notification-bell"
          data-live={live ? 'true' : 'false'}
        >
          <Bell aria-hidden="true" />
          {badge && (
            // The digits are centred by flex in the dot's own height. A bare lineHeight="5" is no token in
            // Chakra v3 but a unitless 5 (five times the font: 60 px), which put the white digits below the red dot.
            <Flex
              as="span"
              position="absolute"
              top="0.5"
              right="0.5"
              minW="5"
              h="5"
              px="1"
              align="center"
              justify="center"
              rounded="full"
              bg="red.700"
              color="white"
              fontSize="xs"
              fontWeight="bold"
              lineHeight="1"
              whiteSpace="nowrap"
              aria-hidden="true"
              data-testid="notification-badge"
            >
              <span data-testid="notification-badge-count">{badge}</span>
            </Flex>
          )}
        </IconButton>
      </Popover.Trigger>
      {/* No portal: the popover stays inside the header landmark. */}
      <Popover.Positioner>
        <Popover.Content w={{ base: '92vw', sm: '96' }} data-testid="notification-popover" aria-label="Notifications">
          <Box px="3" py="2.5" borderBottomWidth="1px" borderColor="border.muted">
            <Flex align="center" justify="space-between" gap="2">
              <Text as="span" fontWeight="semibold">
                Notifications
              </Text>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="brand"
                disabled={unread === 0}
                onClick={() => markAll.mutate({}, { onError: () => undefined })}
              >
                Mark all read
              </Button>
            </Flex>
          </Box>
          <Popover.Body p="1.5">
            {notifications.length === 0 ? (
              <Text textStyle="sm" color="fg.muted" px="3" py="6" textAlign="center">
                {list.isPending ? 'Loading…' : 'No notifications yet'}
              </Text>
            ) : (
              <Box as="ul" maxH="24rem" overflowY="auto" m="0" p="0" data-testid="notification-list" tabIndex={0} aria-label="Notifications">
                {notifications.map((n) => (
                  <NotificationItem key={n.id} notification={n} now={now} onRead={onRead} />
                ))}
              </Box>
            )}
          </Popover.Body>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}
