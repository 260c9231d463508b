// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyProfile } from '#contract/responses';
import { emptyUserScore } from '#domain';
import { useUser } from '../../shared/session/useUser';
import { makeProfile, renderWithApp, resetApp, stubApi } from '../../testing/renderWithApp';
import MyProfilePage from './MyProfilePage';

afterEach(resetApp);

/** Another page first; the member moves on to /my-profile once the session has its profile. */
function OpenedLater() {
  const { profile } = useUser();
  const [open, setOpen] = useState(false);
  if (open) return <MyProfilePage />;
  return profile ? <button onClick={() => setOpen(true)}>Open my profile</button> : null;
}

/** Answers GET /api/me with each profile in turn, then keeps giving the last. */
function scriptedProfiles(first: MyProfile, ...later: MyProfile[]) {
  const answers = [first, ...later];
  let calls = 0;
  return {
    fetchProfile: async (): Promise<MyProfile> => answers[Math.min(calls++, answers.length - 1)] ?? first,
    get calls() {
      return calls;
    },
  };
}

describe('/my-profile', () => {
  it('reads the profile again on opening, so vouches received since sign-in show', async () => {
    stubApi({});
    const atSignIn = makeProfile();
    const script = scriptedProfiles(atSignIn, makeProfile({ score: { ...emptyUserScore(), total_score: 32, total_vouches: 1 } }));
    renderWithApp(<OpenedLater />, { profile: atSignIn, fetchProfile: script.fetchProfile });
    fireEvent.click(await screen.findByRole('button', { name: 'Open my profile' }));
    expect(await screen.findByText('32 pts')).toBeTruthy();
    expect(screen.getByTestId('vouches-received').textContent).toBe('1');
    expect(script.calls).toBe(2);
  });

  it('opened as the first page, it uses the sign-in fetch and does not fetch twice', async () => {
    stubApi({});
    const script = scriptedProfiles(makeProfile());
    renderWithApp(<MyProfilePage />, { profile: makeProfile(), path: '/my-profile', fetchProfile: script.fetchProfile });
    expect(await screen.findByTestId('vouches-received')).toBeTruthy();
    // Flush every pending render and effect (a second fetch would start from one), rather than sleep.
    await act(async () => {});
    expect(script.calls).toBe(1);
  });
});
