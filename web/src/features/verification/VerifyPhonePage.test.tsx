// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProfile, renderWithApp, resetApp, stubApi } from '../../testing/renderWithApp';
import VerifyPhonePage from './VerifyPhonePage';

afterEach(resetApp);

const withPhone = () => makeProfile({ phone: '+12025554567', is_phone_verified: false });

describe('/verify-phone', () => {
  it('shows its card and heading while the profile loads, and sends no code until it has the number', async () => {
    const requests = stubApi({
      'POST /api/me/phone/verification': () => ({ status: 200, body: { phone_masked: '+12***-***-4567', expires_in_seconds: 900 } }),
    });
    const profile = withPhone();
    let answer: ((p: typeof profile) => void) | undefined;
    renderWithApp(<VerifyPhonePage />, { profile, path: '/verify-phone', fetchProfile: () => new Promise((resolve) => (answer = resolve)) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify Your Phone' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading your profile' })).toBeTruthy();
    await waitFor(() => expect(answer).toBeDefined());
    expect(requests.filter((r) => r.path === '/api/me/phone/verification')).toHaveLength(0);
    answer!(profile);
    expect(await screen.findByText('Code expires in 15:00')).toBeTruthy();
  });

  it('sends one code on open, shows the masked number and the countdown; Verify is enabled only at 6 digits', async () => {
    const requests = stubApi({
      'POST /api/me/phone/verification': () => ({ status: 200, body: { phone_masked: '+12***-***-4567', expires_in_seconds: 900 } }),
    });
    renderWithApp(<VerifyPhonePage />, { profile: withPhone(), path: '/verify-phone' });
    expect(await screen.findByText('Code expires in 15:00')).toBeTruthy();
    expect(screen.getByText('+12***-***-4567')).toBeTruthy();
    expect(requests.filter((r) => r.path === '/api/me/phone/verification')).toHaveLength(1);
    const input = screen.getByRole('textbox', { name: /Verification code/ });
    const verify = screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    fireEvent.change(input, { target: { value: '12a34' } });
    expect((input as HTMLInputElement).value).toBe('1234');
    expect(verify.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '123456' } });
    expect(verify.disabled).toBe(false);
  });

  it('when the hour’s codes are used up: Rate Limited in the spec’s words, when to try again, Resend off, no “Sending”', async () => {
    stubApi({
      'POST /api/me/phone/verification': () => ({
        status: 429,
        headers: { 'Retry-After': '1800' },
        body: { error: { code: 'rate_limited', message: 'Too many verification attempts. Please wait an hour before trying again.' } },
      }),
    });
    renderWithApp(<VerifyPhonePage />, { profile: withPhone(), path: '/verify-phone' });
    const notice = await screen.findByTestId('phone-rate-limited');
    expect(notice.textContent).toContain('Rate Limited');
    expect(notice.textContent).toContain('Too many verification attempts. Please wait an hour before trying again.');
    expect(notice.textContent).toMatch(/You can request a new code at .+ \(in (30:00|29:5\d)\)\./);
    expect(screen.queryByText('Sending your code…')).toBeNull();
    expect(screen.queryByText(/We sent a 6-digit code/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Resend' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a send that fails otherwise says so instead of “Sending your code…”, and Resend stays on', async () => {
    stubApi({
      'POST /api/me/phone/verification': () => ({ status: 502, body: { error: { code: 'internal', message: 'Failed to send verification code' } } }),
    });
    renderWithApp(<VerifyPhonePage />, { profile: withPhone(), path: '/verify-phone' });
    await waitFor(() => expect(screen.getAllByText('Failed to send verification code').length).toBeGreaterThan(0));
    expect(screen.queryByText('Sending your code…')).toBeNull();
    expect((screen.getByRole('button', { name: 'Resend' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a wrong code: Invalid Code with the spec’s words', async () => {
    stubApi({
      'POST /api/me/phone/verification': () => ({ status: 200, body: { phone_masked: '+12***-***-4567', expires_in_seconds: 900 } }),
      'POST /api/me/phone/verification/confirm': () => ({
        status: 400,
        body: { error: { code: 'bad_request', message: 'The verification code is incorrect or has expired.' } },
      }),
    });
    renderWithApp(<VerifyPhonePage />, { profile: withPhone(), path: '/verify-phone' });
    await screen.findByText('Code expires in 15:00');
    fireEvent.change(screen.getByRole('textbox', { name: /Verification code/ }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid Code')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('The verification code is incorrect or has expired.').length).toBeGreaterThan(0));
  });

  it('without a phone: the spec’s words and no code sent', async () => {
    const requests = stubApi({});
    renderWithApp(<VerifyPhonePage />, { profile: makeProfile({ phone: null }), path: '/verify-phone' });
    expect(await screen.findByText('No phone number found. Please add your phone number first.')).toBeTruthy();
    expect(requests.filter((r) => r.path === '/api/me/phone/verification')).toHaveLength(0);
  });
});
