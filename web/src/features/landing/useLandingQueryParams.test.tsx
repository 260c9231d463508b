// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthDialogContext, type AuthDialogControls } from '../../shared/AuthDialogContext';
import { useLandingQueryParams } from './useLandingQueryParams';

// A visitor whose session lookup has ended.
vi.mock('../../shared/session/useUser', () => ({ useUser: () => ({ user: null, loading: false }) }));

afterEach(cleanup);

function Probe() {
  useLandingQueryParams({ onAccountNotFound: () => undefined, onVouchTarget: () => undefined });
  return null;
}

function openAt(path: string) {
  const controls: AuthDialogControls = { openAuthDialog: vi.fn(), closeAuthDialog: vi.fn() };
  render(
    <AuthDialogContext.Provider value={controls}>
      <MemoryRouter initialEntries={[path]}>
        <Probe />
      </MemoryRouter>
    </AuthDialogContext.Provider>,
  );
  return controls.openAuthDialog;
}

describe('the landing page query parameters', () => {
  it('open the invite verification modal (sign-up marked invite-required) for invite_required', async () => {
    const open = openAt('/?invite_required=true');
    await waitFor(() => expect(open).toHaveBeenCalledWith({ kind: 'signup', inviteRequired: true }));
  });

  it('open plain sign-up for auto_signup without a code', async () => {
    const open = openAt('/?auto_signup=true');
    await waitFor(() => expect(open).toHaveBeenCalledWith({ kind: 'signup' }));
  });
});
