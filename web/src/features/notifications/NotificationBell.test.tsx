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
    fireEvent.click(screen.getByTestId('notification-bell'));
    expect(await screen.findByText('Ada vouched for you: Integrity.')).toBeTruthy();
    expect(screen.getByText('Just now')).toBeTruthy();
  }, 20_000);
});
