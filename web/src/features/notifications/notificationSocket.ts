/**
 * The live connection of the bell: a WebSocket to the notifications
 * endpoint (API Gateway WebSocket API in AWS, the local stand-in on the
 * local stack), authenticated by the member's ID token on connect. Each
 * message is one new notification. When the socket drops it reconnects
 * with back-off (1 s doubling to 30 s, with jitter) and, once open again,
 * catches up by reading the list, so nothing sent meanwhile is missed.
 */
import type { NotificationView } from '#contract/features/notifications';

export interface SocketCallbacks {
  /** A notification pushed by the server. */
  onNotification: (notification: NotificationView) => void;
  /** The socket is open (first time or again): read the list to catch up. */
  onOpen: () => void;
  /** The socket is closed; it is being retried. */
  onDown: () => void;
}

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

function isNotificationMessage(value: unknown): value is { kind: 'notification'; notification: NotificationView } {
  const v = value as { kind?: unknown; notification?: { id?: unknown } } | null;
  return !!v && v.kind === 'notification' && typeof v.notification?.id === 'string';
}

/** Opens the socket and keeps it open until the returned function is called. */
export function connectNotificationSocket(url: string, token: () => Promise<string | null>, callbacks: SocketCallbacks): () => void {
  let stopped = false;
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = FIRST_DELAY_MS;

  const retry = () => {
    if (stopped) return;
    callbacks.onDown();
    timer = setTimeout(open, delay * (0.75 + Math.random() * 0.5));
    delay = Math.min(delay * 2, MAX_DELAY_MS);
  };

  async function open(): Promise<void> {
    const idToken = await token().catch(() => null);
    if (stopped) return;
    if (!idToken) return retry();
    const target = new URL(url);
    target.searchParams.set('token', idToken);
    const ws = new WebSocket(target);
    socket = ws;
    ws.onopen = () => {
      delay = FIRST_DELAY_MS;
      callbacks.onOpen();
    };
    ws.onmessage = (event) => {
      try {
        const message: unknown = JSON.parse(String(event.data));
        if (isNotificationMessage(message)) callbacks.onNotification(message.notification);
      } catch {
        // Not a message of ours: ignored.
      }
    };
    ws.onclose = () => {
      if (socket === ws) socket = null;
      retry();
    };
  }

  void open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    socket?.close();
  };
}
