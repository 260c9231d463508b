// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProfile, renderWithApp, resetApp, stubApi } from '../../testing/renderWithApp';
import { BrowseProfileGate } from './BrowseProfileGate';

afterEach(resetApp);

describe('Browse page load', () => {
  it('retries 3 times after the session failed, then says Connection Problem with its text; Try Again counts afresh', async () => {
    stubApi({});
    let calls = 0;
    let down = true;
    const profile = makeProfile({ full_name: 'Gale Gate' });
    const delays: number[] = [];
    renderWithApp(
      <BrowseProfileGate
        retryDelayMs={(attempt) => {
          delays.push(attempt);
          return 0;
        }}
      >
        {(p) => <p>Loaded {p.full_name}</p>}
      </BrowseProfileGate>,
      {
        profile,
        fetchProfile: async () => {
          calls++;
          if (down) throw new Error('down');
          return profile;
        },
      },
    );
    expect(await screen.findByRole('heading', { name: 'Connection Problem' })).toBeTruthy();
    expect(screen.getByText("We couldn't load your information. Please check your internet connection and try again.")).toBeTruthy();
    // The session's 3 attempts, then 3 retries of 3 attempts each; no fourth retry.
    expect(calls).toBe(12);
    expect(delays).toEqual([0, 1, 2]);
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Loaded Gale Gate')).toBeTruthy();
    expect(calls).toBe(13);
  });
});
