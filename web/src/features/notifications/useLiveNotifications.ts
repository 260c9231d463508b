import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getIdToken } from '../../lib/auth';
import { loadConfig } from '../../lib/config';
import { apiQueryKey } from '../../lib/query/operations';
import { addArrived } from './notificationCache';
import { connectNotificationSocket } from './notificationSocket';

/**
 * Keeps the bell's list live while the member is signed in: new ones arrive
 * through the socket; each (re)connection reads the list to catch up.
 * Returns whether the socket is open (while it is not, the list is read
 * every 30 s, never more often).
 */
export function useLiveNotifications(): boolean {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    loadConfig()
      .then((config) => {
        if (cancelled || !config.notificationsSocketUrl) return;
        stop = connectNotificationSocket(config.notificationsSocketUrl, getIdToken, {
          onNotification: (notification) => addArrived(client, notification),
          onOpen: () => {
            setOpen(true);
            void client.invalidateQueries({ queryKey: apiQueryKey('listNotifications') }, { cancelRefetch: false });
          },
          onDown: () => setOpen(false),
        });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [client]);
  return open;
}
