// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberSummary } from '#contract/responses';
import { applyVouchDelta, scoreVouch } from '#domain';
import { makeProfile, renderWithApp, resetApp, stubApi, tick } from '../../testing/renderWithApp';
import VouchNowPage from './VouchNowPage';

afterEach(resetApp);

const bob: MemberSummary = {
  limited: false,
  id: 'member-b',
  email: 'bob@example.com',
  linkedin_url: null,
  vouches_given: 2,
  full_name: 'Bob Builder',
  username: 'bob',
  avatar_url: null,
  title_description: 'Carpenter',
  bio: null,
  city: 'Leeds',
  state: null,
  country: 'UK',
  score: { total_score: 620, tier: 'Clearly Trusted', total_vouches: 7 },
  viewer_has_vouched: false,
};

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Vouch Now' }));
  return screen.findByRole('dialog', { name: 'Vouch for Bob Builder' });
}

async function fillEverythingButAttributes(dialog: HTMLElement) {
  const d = within(dialog);
  fireEvent.change(d.getByRole('combobox', { name: 'What year did you first meet?' }), { target: { value: '2015' } });
  fireEvent.change(d.getByRole('combobox', { name: 'How often do you interact?' }), { target: { value: 'Weekly' } });
  fireEvent.change(d.getByRole('combobox', { name: 'How do you know them?' }), { target: { value: 'work' } });
  fireEvent.change(await d.findByRole('combobox', { name: 'Relationship context' }), { target: { value: 'collaborator_or_teammate' } });
  fireEvent.click(d.getByRole('radio', { name: /4 – Strong understanding/ }));
  await waitFor(() => expect((d.getByRole('radio', { name: /4 – Strong understanding/ }) as HTMLInputElement).checked).toBe(true));
  fireEvent.change(d.getByRole('textbox', { name: /Your message/ }), { target: { value: 'Bob built our shed and kept every promise.' } });
}

describe('Vouch Now', { timeout: 20_000 }, () => {
  it("finds the member from ?user= and shows their tier and score", async () => {
    const requests = stubApi({ 'GET /api/members/bob': () => ({ status: 200, body: bob }) });
    renderWithApp(<VouchNowPage />, { profile: makeProfile(), path: '/vouched?user=bob' });
    expect(await screen.findByRole('heading', { name: 'Bob Builder' })).toBeTruthy();
    expect(screen.getByText('620 pts')).toBeTruthy();
    expect(screen.getByText('Clearly Trusted')).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/members/bob')).toBe(true);
  });

  it('counts points live, hints at missing attributes and submits the vouch', async () => {
    const attributes = ['Integrity', 'Kindness', 'Focus'];
    const points = scoreVouch(attributes);
    const requests = stubApi({
      'GET /api/members/bob': () => ({ status: 200, body: bob }),
      'POST /api/vouches': () => ({
        status: 201,
        body: { vouch: { id: 'v1', points: points.total }, vouchee_score: applyVouchDelta(undefined, points, undefined) },
      }),
    });
    renderWithApp(<VouchNowPage />, { profile: makeProfile(), path: '/vouched?user=bob' });
    const dialog = await openForm();
    const d = within(dialog);
    expect(d.getByTestId('attributes-hint').textContent).toBe('Please select at least 3 more attribute(s) to continue.');

    await tick('Integrity');
    await tick('Kindness');
    expect(d.getByTestId('attributes-hint').textContent).toBe('Please select at least 1 more attribute(s) to continue.');
    expect(d.getByTestId('vouch-total').textContent).toBe('Total: 20 pts');

    // Nothing is sent while the form is incomplete; each field says what it lacks.
    fireEvent.click(d.getByRole('button', { name: 'Submit Vouch' }));
    expect(await d.findByText('Please select the year you met')).toBeTruthy();
    expect(d.getByText('Please select confidence level')).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/vouches')).toBe(false);

    await tick('Focus');
    expect(d.getByTestId('vouch-total').textContent).toBe('Total: 22 pts');
    expect(d.getByTestId('points-thinking_style').textContent).toBe('2 pts of 10');
    await fillEverythingButAttributes(dialog);
    fireEvent.click(d.getByRole('button', { name: 'Submit Vouch' }));

    expect(await screen.findByRole('alertdialog', { name: 'Vouch Submitted!' })).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/vouches')?.body).toEqual({
      vouchee_id: 'member-b',
      attributes,
      message: 'Bob built our shed and kept every promise.',
      first_met_year: 2015,
      interaction_frequency: 'Weekly',
      relationship_category: 'work',
      relationship_context: 'collaborator_or_teammate',
      character_confidence: 4,
    });
    expect(screen.getByRole('button', { name: 'Keep Vouching' })).toBeTruthy();
  });

  it("shows the server's message and field errors when the vouch is refused", async () => {
    stubApi({
      'GET /api/members/bob': () => ({ status: 200, body: bob }),
      'POST /api/vouches': () => ({
        status: 400,
        body: { error: { code: 'bad_request', message: 'Please check the highlighted fields.', fields: { message: 'Please write a message' } } },
      }),
    });
    renderWithApp(<VouchNowPage />, { profile: makeProfile(), path: '/vouched?user=bob' });
    const dialog = await openForm();
    for (const a of ['Integrity', 'Kindness', 'Focus']) await tick(a);
    await fillEverythingButAttributes(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Vouch' }));
    expect(await screen.findByText('Please check the highlighted fields.')).toBeTruthy();
    expect(within(dialog).getByText('Please write a message')).toBeTruthy();
  });

  it('a field fixed after a refused submit stops showing its error; the others keep theirs', async () => {
    const requests = stubApi({ 'GET /api/members/bob': () => ({ status: 200, body: bob }) });
    renderWithApp(<VouchNowPage />, { profile: makeProfile(), path: '/vouched?user=bob' });
    const dialog = await openForm();
    const d = within(dialog);
    fireEvent.click(d.getByRole('button', { name: 'Submit Vouch' }));
    const messageBox = d.getByRole('textbox', { name: /Your message/ });
    await waitFor(() => expect(messageBox.getAttribute('aria-invalid')).toBe('true'));
    const yearSelect = d.getByRole('combobox', { name: 'What year did you first meet?' });
    expect(yearSelect.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(messageBox, { target: { value: 'Bob built our shed and kept every promise.' } });
    await waitFor(() => expect(messageBox.getAttribute('aria-invalid')).toBeNull());
    expect(yearSelect.getAttribute('aria-invalid')).toBe('true');
    expect(requests.filter((r) => r.path === '/api/vouches')).toHaveLength(0);
  });

  it("says 'Connection Problem' when the profile cannot be read, and Try Again reads it", async () => {
    stubApi({});
    let calls = 0;
    const profile = makeProfile();
    renderWithApp(<VouchNowPage />, {
      profile,
      path: '/vouched',
      // The session's three attempts fail; the fourth (Try Again) answers.
      fetchProfile: async () => {
        calls++;
        if (calls <= 3) throw new Error('down');
        return profile;
      },
    });
    expect(await screen.findByText('Connection Problem')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Vouch Now' })).toBeTruthy();
    expect(calls).toBe(4);
  });

  it('shows a limited profile with the Limited View badge and nothing beyond who they are, and still offers Vouch Now', async () => {
    const limited: MemberSummary = { limited: true, id: 'member-b', full_name: 'Bob Builder', username: 'bob', avatar_url: null };
    stubApi({ 'GET /api/members/bob': () => ({ status: 200, body: limited }) });
    renderWithApp(<VouchNowPage />, { profile: makeProfile(), path: '/vouched?user=bob' });
    const card = await screen.findByRole('article', { name: 'Member Bob Builder' });
    const badge = within(card).getByText('Limited View');
    expect(badge.getAttribute('aria-describedby')).toBe('limited-view-note');
    expect(document.getElementById('limited-view-note')?.textContent).toBe(
      'Additional details become visible once a vouch relationship is established or view permission is granted.',
    );
    expect(within(card).getByText('@bob')).toBeTruthy();
    expect(within(card).queryByText(/received/)).toBeNull();
    expect(within(card).getByRole('button', { name: 'Vouch Now' })).toBeTruthy();
  });

  it('asks for a complete profile first', async () => {
    stubApi({ 'GET /api/members/bob': () => ({ status: 200, body: bob }) });
    renderWithApp(<VouchNowPage />, { profile: makeProfile({ username_generated: true }), path: '/vouched?user=bob' });
    fireEvent.click(await screen.findByRole('button', { name: 'Vouch Now' }));
    expect(await screen.findByText('Profile Incomplete')).toBeTruthy();
    expect(screen.getByText('Please complete your profile information first.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Vouch for Bob Builder' })).toBeNull();
  });

  it('offers Update Vouch, disabled, when the viewer already vouched', async () => {
    stubApi({ 'GET /api/members/bob': () => ({ status: 200, body: { ...bob, viewer_has_vouched: true } }) });
    renderWithApp(<VouchNowPage />, { profile: makeProfile(), path: '/vouched?user=bob' });
    const button = (await screen.findByRole('button', { name: 'Update Vouch' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('blocks the page with the birth date modal while the birth date is missing', async () => {
    stubApi({});
    renderWithApp(<VouchNowPage />, { profile: makeProfile({ has_birth_date: false, phone: null, join_intent: [] }), path: '/vouched' });
    expect(await screen.findByRole('dialog', { name: 'Birth Date Required' })).toBeTruthy();
    expect(screen.getByText('Completing your profile...')).toBeTruthy();
  });
});
