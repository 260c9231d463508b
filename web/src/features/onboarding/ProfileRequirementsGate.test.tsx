// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyProfile } from '#contract/responses';
import { useUser } from '../../shared/session/useUser';
import { makeProfile, renderWithApp, resetApp, stubApi } from '../../testing/renderWithApp';
import { ProfileRequirementsGate } from './ProfileRequirementsGate';

afterEach(resetApp);

/** The gate as a page uses it: over the session's current profile. */
function GatedPage() {
  const { profile } = useUser();
  if (!profile) return null;
  return (
    <ProfileRequirementsGate profile={profile}>
      <p>The page itself</p>
    </ProfileRequirementsGate>
  );
}

const noLocation = makeProfile({ city: null, state: null, country: null, location_completed: false, phone: null, join_intent: [] });

describe('requirements check', { timeout: 20_000 }, () => {
  it('checks the location, refuses markup, keeps apostrophes, saves it upper-cased, then re-checks and shows the page', async () => {
    const requests = stubApi({
      'PUT /api/me/location': (body) => ({
        status: 200,
        body: { ...noLocation, ...(body as Partial<MyProfile>), location_completed: true, phone: '+15551234567', join_intent: ['giving_vouches'] },
      }),
    });
    renderWithApp(<GatedPage />, { profile: noLocation });
    expect(await screen.findByRole('dialog', { name: 'Location Information Required' })).toBeTruthy();
    expect(screen.getByText('Completing your profile...')).toBeTruthy();

    const city = screen.getByRole('textbox', { name: /City/ });
    const state = screen.getByRole('textbox', { name: /State/ });
    const country = screen.getByRole('textbox', { name: /Country/ });
    fireEvent.change(city, { target: { value: 'A' } });
    fireEvent.change(state, { target: { value: 'Ohio 42' } });
    fireEvent.change(country, { target: { value: '<USA>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Location' }));
    expect(await screen.findByText('City must be at least 2 characters long.')).toBeTruthy();
    expect(screen.getByText('State contains invalid characters.')).toBeTruthy();
    expect(screen.getByText('Country cannot contain markup such as <b>: type the place name only.')).toBeTruthy();
    expect(requests).toHaveLength(0);

    fireEvent.change(city, { target: { value: "  Coeur d'Alene  " } });
    // The edited field drops its message; the untouched one keeps it until the next check.
    await waitFor(() => expect(screen.queryByText('City must be at least 2 characters long.')).toBeNull());
    expect(screen.getByText('State contains invalid characters.')).toBeTruthy();
    fireEvent.change(state, { target: { value: 'Idaho' } });
    fireEvent.change(country, { target: { value: 'Côte d’Ivoire' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Location' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    // Apostrophes and accents survive the shared rule; the modal saves upper case.
    expect(requests[0]?.body).toEqual({ city: "COEUR D'ALENE", state: 'IDAHO', country: 'CÔTE D’IVOIRE' });
    expect(await screen.findByText('The page itself')).toBeTruthy();
  });

  it('shows the birth date modal first when the birth date is missing', async () => {
    stubApi({});
    renderWithApp(<GatedPage />, { profile: { ...noLocation, has_birth_date: false } });
    expect(await screen.findByRole('dialog', { name: 'Birth Date Required' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Location Information Required' })).toBeNull();
  });

  it('lets a complete profile through', async () => {
    stubApi({});
    renderWithApp(<GatedPage />, { profile: makeProfile() });
    expect(await screen.findByText('The page itself')).toBeTruthy();
  });
});
