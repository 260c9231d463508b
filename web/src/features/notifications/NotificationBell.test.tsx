// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProfile, renderWithApp, resetApp, stubApi } from '../../testing/renderWithApp';
import { NotificationBell } from './NotificationBell';

afterEach(resetApp);

// jsdom has no ResizeObserver; the popover's positioning asks for one (a browser API, not our code).
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

describe('NotificationBell', () => {
  it('shows the unread badge and the list with title, message and relative time', async () => {
    stubApi({
      'GET /config.json': () => ({ status: 200, body: { region: 'us-east-1', userPoolId: 'p', userPoolClientId: 'c' } }),
      'GET /api/me/notifications': () => ({
        status: 200,
        body: {
          notifications: [
            {
              id: '00000000a-aaaaaaaaaaaa',
              type: 'vouch_received',
              title: 'New vouch received',
              message: 'Ada vouched for you: Integrity.',
              is_read: false,
              created_at: new Date().toISOString(),
            },
          ],
          unread_count: 120,
        },
      }),
    });
    renderWithApp(<NotificationBell />, { profile: makeProfile(), path: '/home' });
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('99+');
    expect(screen.getByRole('button', { name: 'Notifications, 99+ unread' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('notification-bell'));
    expect(await screen.findByText('Ada vouched for you: Integrity.')).toBeTruthy();
    expect(screen.getByText('Just now')).toBeTruthy();
  }, 20_000);

  // Issue 22 #6: the count reads '99+' above 99 and the exact number up to it, its digits within the dot's height.
  it.each([
    [99, '99'],
    [100, '99+'],
  ])(
    'labels %i unread as %s, on one line no taller than the dot',
    async (count, label) => {
      stubApi({
        'GET /config.json': () => ({ status: 200, body: { region: 'us-east-1', userPoolId: 'p', userPoolClientId: 'c' } }),
        'GET /api/me/notifications': () => ({ status: 200, body: { notifications: [], unread_count: count } }),
      });
      renderWithApp(<NotificationBell />, { profile: makeProfile(), path: '/home' });
      const badge = await screen.findByTestId('notification-badge');
      expect(screen.getByTestId('notification-badge-count').textContent).toBe(label);
      expect(screen.getByRole('button', { name: `Notifications, ${label} unread` })).toBeTruthy();
      const style = getComputedStyle(badge);
      expect(style.lineHeight).toBe('1');
      expect(style.alignItems).toBe('center');
    },
    20_000,
  );
});
