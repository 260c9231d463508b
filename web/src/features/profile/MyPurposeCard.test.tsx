// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProfile, renderWithApp, resetApp, stubApi } from '../../testing/renderWithApp';
import { MyPurposeCard } from './MyPurposeCard';

afterEach(resetApp);

describe('My Purpose card', () => {
  it('Cancel restores the saved values', async () => {
    const profile = makeProfile({ join_intent: ['giving_vouches'], my_motivation: 'Help friends' });
    stubApi({});
    renderWithApp(<MyPurposeCard profile={profile} />, { profile, path: '/profile/edit' });
    expect(await screen.findByText('Help friends')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByRole('textbox', { name: /What motivates you/ }), { target: { value: 'Something else' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Help friends')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect((screen.getByRole('textbox', { name: /What motivates you/ }) as HTMLTextAreaElement).value).toBe('Help friends');
  });

  it('saves with the spec’s success words', async () => {
    const profile = makeProfile({ join_intent: ['giving_vouches'], my_motivation: null });
    const requests = stubApi({ 'PUT /api/me/purpose': (body) => ({ status: 200, body: { ...profile, ...(body as object) } }) });
    renderWithApp(<MyPurposeCard profile={profile} />, { profile, path: '/profile/edit' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByRole('textbox', { name: /What motivates you/ }), { target: { value: 'Build trust' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Purpose' }));
    expect(await screen.findByText('Your purpose settings have been updated!')).toBeTruthy();
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ join_intent: ['giving_vouches'], my_motivation: 'Build trust' }),
    );
  });
});
