// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProfile, renderWithApp, resetApp, stubApi, tick } from '../../testing/renderWithApp';
import { TermsGate } from './TermsGate';

afterEach(resetApp);

const newcomer = makeProfile({ terms_accepted_at: null });

describe('Terms and Conditions Agreement', () => {
  it('cannot be dismissed: no close button, Esc keeps it open', async () => {
    stubApi({});
    renderWithApp(<TermsGate />, { profile: newcomer });
    const dialog = await screen.findByRole('alertdialog', { name: 'Terms and Conditions Agreement' });
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    // Flush the renders and effects Escape set off (a close would start here), rather than sleep.
    await act(async () => {});
    expect(dialog.getAttribute('data-state')).toBe('open');
    expect(screen.getByRole('alertdialog', { name: 'Terms and Conditions Agreement' })).toBeTruthy();
  });

  it('requires the checkbox before saving', async () => {
    const requests = stubApi({});
    renderWithApp(<TermsGate />, { profile: newcomer });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept and Continue' }));
    expect(await screen.findByText('Terms Required')).toBeTruthy();
    expect(screen.getByText('Please accept the Terms and Conditions to continue.')).toBeTruthy();
    expect(requests.filter((r) => r.path === '/api/me/terms')).toHaveLength(0);
  });

  it('saves the acceptance and closes once the profile has the timestamp', async () => {
    const requests = stubApi({
      'PUT /api/me/terms': () => ({ status: 200, body: makeProfile({ terms_accepted_at: '2026-11-21T10:00:00.000Z' }) }),
    });
    renderWithApp(<TermsGate />, { profile: newcomer });
    await tick('I have read and agree to the Terms and Conditions');
    fireEvent.click(screen.getByRole('button', { name: 'Accept and Continue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.find((r) => r.path === '/api/me/terms')).toMatchObject({
      method: 'PUT',
      body: { accepted: true },
      authorization: 'Bearer test-id-token',
    });
  });

  it('says so when saving fails, and stays open', async () => {
    stubApi({ 'PUT /api/me/terms': () => ({ status: 500, body: { error: { code: 'internal', message: 'boom' } } }) });
    renderWithApp(<TermsGate />, { profile: newcomer });
    await tick('I have read and agree to the Terms and Conditions');
    fireEvent.click(screen.getByRole('button', { name: 'Accept and Continue' }));
    expect(await screen.findByText('Failed to save terms acceptance. Please try again.')).toBeTruthy();
    expect(screen.getByRole('alertdialog', { name: 'Terms and Conditions Agreement' })).toBeTruthy();
  });

  it('shows the social variant for ?show_oauth_terms=true and removes the parameter', async () => {
    stubApi({});
    renderWithApp(<TermsGate />, { profile: newcomer, path: '/?show_oauth_terms=true' });
    expect(await screen.findByText(/Because you signed up with a social account/)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('stays hidden once the terms are accepted', async () => {
    stubApi({});
    renderWithApp(<TermsGate />, { profile: makeProfile() });
    await screen.findByTestId('location');
    await act(async () => {});
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
