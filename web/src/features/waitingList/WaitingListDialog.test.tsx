// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProfile, renderWithApp, resetApp, stubApi } from '../../testing/renderWithApp';
import { WaitingListDialog } from './WaitingListDialog';

afterEach(resetApp);

const NOTE = 'Already on the list? Each address is listed once, so sending it again keeps your place.';

// Issue 22 #17: the server answers a repeated address exactly as a new one, so the screen after
// every submission is the same, and it tells someone who sent their address again that it stays listed once.
describe('the waiting list success screen', () => {
  it.each([
    ['a new address', 'nia@example.test'],
    ['an address sent again', 'NIA@example.test'],
  ])('is the same for %s, with the note on repeats', async (_case, email) => {
    const requests = stubApi({
      'POST /api/waiting-list': () => ({ status: 201, body: { name: 'Nia', email: 'nia@example.test', vouch_seeker_type: null } }),
    });
    renderWithApp(<WaitingListDialog onClose={() => undefined} />, { profile: makeProfile() });
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Nia' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: email } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Waiting List' }));
    expect(await screen.findByText('Waiting List Submission is Successful. Be on the lookout for communications.')).toBeTruthy();
    expect(screen.getByText(NOTE)).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ name: 'Nia', email, vouch_seeker_type: [] });
  });
});
