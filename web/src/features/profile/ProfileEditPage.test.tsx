// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProfile, renderWithApp, resetApp, stubApi } from '../../testing/renderWithApp';
import ProfileEditPage from './ProfileEditPage';

afterEach(resetApp);

describe('/profile/edit', () => {
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
