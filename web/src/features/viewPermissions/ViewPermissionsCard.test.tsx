// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProfile, renderWithApp, resetApp, stubApi } from '../../testing/renderWithApp';
import { ViewPermissionsCard } from './ViewPermissionsCard';

afterEach(resetApp);

const bea = { id: 'u-bea', full_name: 'Bea Stone', username: 'bea', avatar_url: null };
const cal = { id: 'u-cal', full_name: 'Cal Reed', username: 'cal', avatar_url: null };
const SLOW = { timeout: 3000 };

describe('View Permissions card', () => {
  it('searches after the pause in typing, grants access and says Access Granted', async () => {
    let granted = false;
    const requests = stubApi({
      'GET /api/me/view-permissions': () => ({
        status: 200,
        body: { permissions: granted ? [{ id: bea.id, viewer: bea, granted_at: '2026-01-01T00:00:00.000Z' }] : [] },
      }),
      'GET /api/me/view-permissions/candidates': () => ({ status: 200, body: { members: [{ ...bea, has_access: granted }] } }),
      'POST /api/me/view-permissions': () => {
        granted = true;
        return { status: 201, body: { id: bea.id, viewer: bea, granted_at: '2026-01-01T00:00:00.000Z' } };
      },
    });
    renderWithApp(<ViewPermissionsCard />, { profile: makeProfile(), path: '/profile/edit' });
    expect(await screen.findByText('No one has been granted access yet.')).toBeTruthy();
    const box = screen.getByRole('searchbox', { name: 'Search members' });
    fireEvent.change(box, { target: { value: 'b' } });
    fireEvent.change(box, { target: { value: 'bea' } });
    const results = await screen.findByTestId('view-search-results', undefined, SLOW);
    // One search for what was typed last, none for each keystroke.
    expect(requests.filter((r) => r.path.endsWith('/candidates'))).toHaveLength(1);
    fireEvent.click(within(results).getByRole('button', { name: 'Grant Access' }));
    expect(await screen.findByText('Access Granted')).toBeTruthy();
    const list = await screen.findByTestId('view-permission-list');
    await waitFor(() => expect(within(list).getByText('Bea Stone')).toBeTruthy());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ viewer_id: bea.id });
  });

  it("says Already Granted with the member's name when the server refuses a duplicate", async () => {
    stubApi({
      'GET /api/me/view-permissions': () => ({ status: 200, body: { permissions: [] } }),
      'GET /api/me/view-permissions/candidates': () => ({ status: 200, body: { members: [{ ...cal, has_access: true }] } }),
      'POST /api/me/view-permissions': () => ({
        status: 409,
        body: { error: { code: 'conflict', message: 'Cal Reed already has view access to your profile' } },
      }),
    });
    renderWithApp(<ViewPermissionsCard />, { profile: makeProfile(), path: '/profile/edit' });
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search members' }), { target: { value: 'cal' } });
    fireEvent.click(within(await screen.findByTestId('view-search-results', undefined, SLOW)).getByRole('button', { name: 'Grant Access' }));
    expect(await screen.findByText('Already Granted')).toBeTruthy();
    expect(screen.getByText('Cal Reed already has view access to your profile')).toBeTruthy();
  });

  it('revokes and says Access Revoked; the list drops the member', async () => {
    let revoked = false;
    stubApi({
      'GET /api/me/view-permissions': () => ({
        status: 200,
        body: { permissions: revoked ? [] : [{ id: cal.id, viewer: cal, granted_at: '2026-01-01T00:00:00.000Z' }] },
      }),
      [`DELETE /api/me/view-permissions/${cal.id}`]: () => {
        revoked = true;
        return { status: 200, body: { revoked: true } };
      },
    });
    renderWithApp(<ViewPermissionsCard />, { profile: makeProfile(), path: '/profile/edit' });
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke access of Cal Reed' }));
    expect(await screen.findByText('Access Revoked')).toBeTruthy();
    expect(await screen.findByText('No one has been granted access yet.')).toBeTruthy();
  });

  it('says so when the list or the search fails, in the spec words', async () => {
    stubApi({
      'GET /api/me/view-permissions': () => ({ status: 500, body: { error: { code: 'internal', message: 'down' } } }),
      'GET /api/me/view-permissions/candidates': () => ({ status: 500, body: { error: { code: 'internal', message: 'down' } } }),
    });
    renderWithApp(<ViewPermissionsCard />, { profile: makeProfile(), path: '/profile/edit' });
    expect(await screen.findByText('Failed to load view permissions', undefined, SLOW)).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search members' }), { target: { value: 'x' } });
    expect(await screen.findByText('Failed to search users', undefined, { timeout: 8000 })).toBeTruthy();
  }, 15_000);
});
