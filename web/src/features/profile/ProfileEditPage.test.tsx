// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProfile, renderWithApp, resetApp, stubApi } from '../../testing/renderWithApp';
import ProfileEditPage from './ProfileEditPage';

afterEach(resetApp);

describe('/profile/edit', () => {
  it('shows its heading and the form’s shape while the profile loads, then the form', async () => {
    const profile = makeProfile({ full_name: 'Ada Lovelace' });
    let answer: ((p: typeof profile) => void) | undefined;
    renderWithApp(<ProfileEditPage />, { profile, path: '/profile/edit', fetchProfile: () => new Promise((resolve) => (answer = resolve)) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Profile' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading your profile' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    await waitFor(() => expect(answer).toBeDefined());
    answer!(profile);
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading your profile' })).toBeNull();
  });

  it('Cancel on the first page opened goes to / instead of leaving the app', async () => {
    stubApi({});
    renderWithApp(<ProfileEditPage />, { profile: makeProfile(), path: '/profile/edit' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('saves, says so in the spec words and goes to /', async () => {
    const requests = stubApi({ 'PATCH /api/me': () => ({ status: 200, body: makeProfile({ full_name: 'Ada King' }) }) });
    renderWithApp(<ProfileEditPage />, { profile: makeProfile(), path: '/profile/edit' });
    const name = await screen.findByRole('textbox', { name: /Full name/ });
    fireEvent.change(name, { target: { value: 'Ada King' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({ full_name: 'Ada King', username: 'ada' });
  });

  it('a refused field stops showing its message once it is edited', async () => {
    const requests = stubApi({});
    renderWithApp(<ProfileEditPage />, { profile: makeProfile(), path: '/profile/edit' });
    const name = await screen.findByRole('textbox', { name: /Full name/ });
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter your name')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Ada King' } });
    await waitFor(() => expect(screen.queryByText('Please enter your name')).toBeNull());
    expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });
});
