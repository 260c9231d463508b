// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProfile, renderWithApp, resetApp, stubApi, tick } from '../../testing/renderWithApp';
import { OnboardingGate } from './OnboardingGate';

afterEach(resetApp);

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('Complete Your Profile', () => {
  it('opens at the first missing step and saves the phone with its country code', async () => {
    const withoutPhone = makeProfile({ phone: null, join_intent: [] });
    const requests = stubApi({
      'PUT /api/me/phone': (body) => ({ status: 200, body: { ...withoutPhone, phone: (body as { phone: string }).phone } }),
    });
    renderWithApp(<OnboardingGate />, { profile: withoutPhone });
    expect(await screen.findByRole('dialog', { name: 'Complete Your Profile' })).toBeTruthy();
    expect(screen.getByText(/Step 3 of 6/)).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /Phone number/ }), { target: { value: '555-123-456' } });
    next();
    expect(await screen.findByText('Please enter a valid phone number.')).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/me/phone')).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: /Phone number/ }), { target: { value: '(555) 123-4567' } });
    next();
    expect(await screen.findByText('Consent Required')).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/me/phone')).toBe(false);

    await tick('I agree to receive text messages for multi-factor authentication.');
    next();
    expect(await screen.findByText(/Step 4 of 6/)).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/me/phone')?.body).toEqual({ phone: '+15551234567', sms_consent: true });
  });

  it('needs an intent, skips the seeker step when not seeking, and finishes on /home', async () => {
    const almost = makeProfile({ join_intent: [] });
    const requests = stubApi({
      'PUT /api/me/purpose': (body) => ({ status: 200, body: { ...almost, ...(body as object) } }),
    });
    renderWithApp(<OnboardingGate />, { profile: almost, path: '/' });
    expect(await screen.findByText(/Step 4 of 6/)).toBeTruthy();
    next();
    expect(await screen.findByText('Selection Required')).toBeTruthy();
    expect(screen.getByText('Please select at least one option to continue.')).toBeTruthy();

    await tick('Giving vouches');
    next();
    expect(await screen.findByText(/Step 6 of 6/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /What motivates you/ }), { target: { value: '  Trust matters.  ' } });
    expect(screen.getByText('18/500 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByText('Welcome to Vouched')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/home'));
    expect(requests.find((r) => r.path === '/api/me/purpose')?.body).toEqual({
      join_intent: ['giving_vouches'],
      vouch_seeker_type: [],
      my_motivation: 'Trust matters.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Complete Your Profile' })).toBeNull());
  });

  it('asks for a seeker type after choosing to seek vouches', async () => {
    stubApi({});
    renderWithApp(<OnboardingGate />, { profile: makeProfile({ join_intent: [] }) });
    await tick('Seeking vouches');
    next();
    expect(await screen.findByText(/Step 5 of 6/)).toBeTruthy();
    next();
    expect(await screen.findByText('Selection Required')).toBeTruthy();
  });

  it('refuses a birth date under 13 without calling the API', async () => {
    const requests = stubApi({});
    renderWithApp(<OnboardingGate />, { profile: makeProfile({ has_birth_date: false, phone: null, join_intent: [] }) });
    expect(await screen.findByText(/Step 1 of 6/)).toBeTruthy();
    const input = screen.getByLabelText(/Date of birth/) as HTMLInputElement;
    const thisYear = new Date().getFullYear();
    fireEvent.change(input, { target: { value: `${thisYear - 5}-01-01` } });
    next();
    expect(await screen.findByText('Age Requirement')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('says so when the location cannot be saved', async () => {
    stubApi({ 'PUT /api/me/location': () => ({ status: 500, body: { error: { code: 'internal', message: 'x' } } }) });
    renderWithApp(<OnboardingGate />, {
      profile: makeProfile({ city: null, state: null, country: null, location_completed: false, phone: null, join_intent: [] }),
    });
    expect(await screen.findByText(/Step 2 of 6/)).toBeTruthy();
    next();
    expect(await screen.findByText('Location Required')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /City/ }), { target: { value: 'Leeds' } });
    fireEvent.change(screen.getByRole('textbox', { name: /State/ }), { target: { value: 'Yorkshire' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Country/ }), { target: { value: 'UK' } });
    next();
    expect(await screen.findByText('Failed to save location. Please try again.')).toBeTruthy();
    expect(screen.getByText(/Step 2 of 6/)).toBeTruthy();
  });

  it('refuses markup in the location on its field, and saves apostrophes as typed', async () => {
    const requests = stubApi({ 'PUT /api/me/location': () => ({ status: 500, body: { error: { code: 'internal', message: 'x' } } }) });
    renderWithApp(<OnboardingGate />, {
      profile: makeProfile({ city: null, state: null, country: null, location_completed: false, phone: null, join_intent: [] }),
    });
    expect(await screen.findByText(/Step 2 of 6/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /City/ }), { target: { value: "O'Fallon" } });
    fireEvent.change(screen.getByRole('textbox', { name: /State/ }), { target: { value: '<b>Missouri</b>' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Country/ }), { target: { value: 'USA' } });
    next();
    expect(await screen.findByText('State cannot contain markup such as <b>: type the place name only.')).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/me/location')).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: /State/ }), { target: { value: 'Missouri' } });
    next();
    await waitFor(() => expect(requests.filter((r) => r.path === '/api/me/location')).toHaveLength(1));
    expect(requests.find((r) => r.path === '/api/me/location')?.body).toEqual({ city: "O'Fallon", state: 'Missouri', country: 'USA' });
  });

  it('is not shown before the terms are accepted or once requirements are complete', async () => {
    stubApi({});
    renderWithApp(<OnboardingGate />, { profile: makeProfile({ terms_accepted_at: null, phone: null }) });
    await screen.findByTestId('location');
    // Flush every pending render and effect (an opening dialog would start from one), rather than sleep.
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
