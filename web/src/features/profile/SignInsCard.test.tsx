// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProfile, renderWithApp, resetApp, stubApi } from '../../testing/renderWithApp';
import { SignInsCard } from './SignInsCard';

afterEach(resetApp);

describe('Recent Sign-ins', () => {
  it('names the provider and, when known, the country, with the data source credited', async () => {
    stubApi({
      'GET /api/me/sign-ins': () => ({
        status: 200,
        body: {
          sign_ins: [
            { at: '2026-11-24T10:00:00.000Z', provider: 'google', country: 'GB' },
            { at: '2026-11-23T09:00:00.000Z', provider: 'email', country: null },
          ],
        },
      }),
    });
    renderWithApp(<SignInsCard />, { profile: makeProfile(), path: '/profile/edit' });
    const list = await screen.findByRole('list', { name: 'Recent sign-ins' });
    expect(list.textContent).toContain('Google · United Kingdom');
    expect(list.textContent).toContain('Email and password');
    expect(list.textContent).not.toContain('Email and password ·');
    expect(screen.getByRole('link', { name: 'lite.ip2location.com' })).toBeTruthy();
  });

  it('credits no data source when no sign-in has a place', async () => {
    stubApi({
      'GET /api/me/sign-ins': () => ({ status: 200, body: { sign_ins: [{ at: '2026-11-24T10:00:00.000Z', provider: 'email', country: null }] } }),
    });
    renderWithApp(<SignInsCard />, { profile: makeProfile(), path: '/profile/edit' });
    await screen.findByRole('list', { name: 'Recent sign-ins' });
    expect(screen.queryByRole('link', { name: 'lite.ip2location.com' })).toBeNull();
  });
});
