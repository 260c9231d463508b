/**
 * Live arrival: the time from a vouch's HTTP response to the recipient's
 * open socket receiving its notification (the table's stream → the push
 * handler → the WebSocket API), over `count` vouches between the seeded
 * logins (pairs that have not vouched yet), one at a time. The browser's
 * bell changes as the message arrives (tests/e2e/notifications.test.ts).
 */
import WebSocket from 'ws';
import { summarize, type Summary } from './stats';

export interface LiveLogin {
  id: string;
  token: string;
}

function openSocket(url: string, token: string): Promise<{ ws: WebSocket; next: () => Promise<number> }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url}?token=${encodeURIComponent(token)}`);
    const arrivals: number[] = [];
    let waiting: ((at: number) => void) | undefined;
    ws.on('message', () => {
      const at = performance.now();
      if (waiting) {
        const w = waiting;
        waiting = undefined;
        w(at);
      } else arrivals.push(at);
    });
    ws.on('error', reject);
    ws.on('open', () =>
      resolve({
        ws,
        next: () =>
          arrivals.length
            ? Promise.resolve(arrivals.shift()!)
            : new Promise<number>((done, fail) => {
                const timer = setTimeout(() => fail(new Error('no notification within 10 s')), 10_000);
                waiting = (at) => {
                  clearTimeout(timer);
                  done(at);
                };
              }),
      }),
    );
  });
}

export async function measureLiveNotifications(
  socketUrl: string,
  logins: readonly LiveLogin[],
  vouch: (voucher: LiveLogin, recipient: LiveLogin) => Promise<'ok' | 'exists'>,
  count = 20,
): Promise<Summary> {
  const sockets = new Map(await Promise.all(logins.map(async (l) => [l.id, await openSocket(socketUrl, l.token)] as const)));
  const samples: number[] = [];
  try {
    for (const voucher of logins) {
      for (const recipient of logins) {
        if (samples.length >= count) break;
        if (voucher.id === recipient.id) continue;
        if ((await vouch(voucher, recipient)) === 'exists') continue;
        const answered = performance.now();
        const arrived = await sockets.get(recipient.id)!.next();
        samples.push(Math.max(0, arrived - answered));
      }
    }
  } finally {
    for (const { ws } of sockets.values()) ws.close();
  }
  return summarize(samples);
}
