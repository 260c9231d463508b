// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { afterEach, describe, expect, it } from 'vitest';
import { scoreFromVouches } from '#domain';
import { system } from '../../ui/theme';
import { makeProfile } from '../../testing/renderWithApp';
import { TierProgressCard } from './TierProgressCard';

afterEach(cleanup);

const show = (profile: ReturnType<typeof makeProfile>) =>
  render(
    <ChakraProvider value={system}>
      <TierProgressCard profile={profile} />
    </ChakraProvider>,
  );

describe('Tier Progress card', () => {
  it('shows the points to the next tier and the categories whose caps the vouches left open', () => {
    const score = scoreFromVouches([['Integrity', 'Reliability', 'Loyalty', 'Authenticity', 'Accountability', 'Kindness']]);
    show(makeProfile({ score }));
    expect(screen.getByTestId('points-to-next-tier').textContent).toBe(`440 pts to Clearly Trusted`);
    expect(screen.getByText(/at least 4 more vouches/)).toBeTruthy();
    const open = screen.getByTestId('open-categories');
    // Core Character is at its cap; Interpersonal Skills comes first, without the quality already received.
    expect(within(open).queryByText('Core Character')).toBeNull();
    expect(within(open).getAllByRole('listitem')[0]!.textContent).toContain('Interpersonal Skills');
    expect(within(open).getAllByRole('listitem')[0]!.textContent).toContain('Not received yet: Empathy, Communication, Listening');
  });

  it('says so at the top tier', () => {
    show(makeProfile({ score: { ...scoreFromVouches([]), total_score: 30_000, tier: 'GOAT Level', total_vouches: 300 } }));
    expect(screen.getByTestId('points-to-next-tier').textContent).toBe('You have reached the highest tier.');
  });
});
