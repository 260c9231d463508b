// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProfile, renderWithApp, resetApp, stubApi } from '../../testing/renderWithApp';
import VerifyEmailPage from './VerifyEmailPage';

afterEach(resetApp);

const TOKEN = 'A'.repeat(43);

describe('/verify-email', () => {
  it('without token or user: the spec’s message and Go to Home, no request', async () => {
    const requests = stubApi({});
    renderWithApp(<VerifyEmailPage />, { profile: makeProfile(), path: '/verify-email?user=u1' });
    expect(await screen.findByText('Invalid verification link. Missing token or user ID.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toBeTruthy();
    expect(requests.filter((r) => r.path === '/api/email-verification')).toHaveLength(0);
  });

  it('sends the link once and shows success', async () => {
    const requests = stubApi({ 'POST /api/email-verification': () => ({ status: 200, body: { verified: true } }) });
    renderWithApp(<VerifyEmailPage />, { profile: makeProfile(), path: `/verify-email?token=${TOKEN}&user=u1` });
    expect(await screen.findByRole('heading', { name: 'Email Verified' })).toBeTruthy();
    expect(requests.filter((r) => r.path === '/api/email-verification').map((r) => r.body)).toEqual([{ token: TOKEN, user: 'u1' }]);
  });

  it('a used or expired link: the spec’s words', async () => {
    stubApi({
      'POST /api/email-verification': () => ({
        status: 400,
        body: { error: { code: 'bad_request', message: 'Invalid or expired verification token.' } },
      }),
    });
    renderWithApp(<VerifyEmailPage />, { profile: makeProfile(), path: `/verify-email?token=${TOKEN}&user=u1` });
    expect(await screen.findByText('Invalid or expired verification token.')).toBeTruthy();
  });
});
