// @vitest-environment jsdom
/**
 * The auth callback's failure messages that a real sign-in cannot be made to
 * produce on demand (the browser test, tests/e2e/federatedCallbackErrors,
 * covers those it can): the token store keeping no session after a
 * successful exchange ('Setup Error'), and an exchange that fails without
 * saying why ('Unable to complete authentication…'). The auth module is the
 * injected failure; the page, router and toasts are the real ones.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthDialogContext, type AuthDialogControls } from '../../shared/AuthDialogContext';
import { makeProfile, renderWithApp, resetApp, stubApi } from '../../testing/renderWithApp';
import AuthCallbackPage from './AuthCallbackPage';

const completeRedirectSignIn = vi.fn();
vi.mock('../../lib/loadAuth', () => ({
  loadAuth: () => Promise.resolve({ completeRedirectSignIn }),
  hasStoredSession: () => false,
}));

afterEach(async () => {
  completeRedirectSignIn.mockReset();
  await resetApp();
});

function renderCallback(): AuthDialogControls {
  const dialogs: AuthDialogControls = { openAuthDialog: vi.fn(), closeAuthDialog: vi.fn() };
  renderWithApp(
    <AuthDialogContext.Provider value={dialogs}>
      <AuthCallbackPage />
    </AuthDialogContext.Provider>,
    { profile: makeProfile(), path: '/auth/callback?code=c0de&state=st4te' },
  );
  return dialogs;
}

describe('the auth callback', () => {
  it("says 'Setup Error' and goes home when the exchange worked but no session was kept", async () => {
    const requests = stubApi({});
    completeRedirectSignIn.mockResolvedValue(null);
    const dialogs = renderCallback();
    expect(await screen.findByText('Setup Error')).toBeTruthy();
    expect(screen.getByText('Authentication completed but setup incomplete. Please try logging in again.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(completeRedirectSignIn).toHaveBeenCalledWith('c0de', 'st4te');
    // Nothing was asked of the API and no dialog opened: the person starts again from the landing page.
    expect(requests).toEqual([]);
    expect(dialogs.openAuthDialog).not.toHaveBeenCalled();
  });

  it("says 'Unable to complete authentication' when the exchange fails without a reason", async () => {
    stubApi({});
    completeRedirectSignIn.mockRejectedValue(new Error(''));
    renderCallback();
    expect(await screen.findByText('Authentication Error')).toBeTruthy();
    expect(screen.getByText('Unable to complete authentication. Please try again.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });
});
