// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProfile, renderWithApp, resetApp, stubApi } from '../../testing/renderWithApp';
import { CheckEmailView } from './CheckEmailView';

// Injected failure: the auth chunk cannot be loaded (offline, or a deploy replaced it).
vi.mock('../../lib/loadAuth', () => ({
  loadAuth: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
  hasStoredSession: () => false,
}));

afterEach(resetApp);

describe('Check Your Email', () => {
  it('says the confirmation failed, and ends the busy state, when the auth code cannot load', async () => {
    stubApi({});
    const onConfirmed = vi.fn();
    renderWithApp(<CheckEmailView email="nora@example.com" password="Secret#123" onConfirmed={onConfirmed} />, { profile: makeProfile() });
    fireEvent.change(screen.getByRole('textbox', { name: /confirmation code/ }), { target: { value: '123456' } });
    const button = screen.getByRole('button', { name: 'Confirm Email' });
    fireEvent.click(button);
    expect(await screen.findByText('Authentication failed. Please try again.')).toBeTruthy();
    await waitFor(() => expect(button.hasAttribute('disabled') && button.getAttribute('data-loading') !== null).toBe(false));
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('says so when a new mail cannot be sent for the same reason', async () => {
    stubApi({});
    renderWithApp(<CheckEmailView email="nora@example.com" password={null} onConfirmed={() => undefined} />, { profile: makeProfile() });
    fireEvent.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('Authentication failed. Please try again.')).toBeTruthy();
  });
});
