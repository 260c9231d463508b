// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, createEvent, fireEvent, render, screen } from '@testing-library/react';
import { Heart } from 'lucide-react';
import { afterEach, describe, expect, it } from 'vitest';
import { system } from '../../ui/theme';
import { FlipCard } from './FlipCard';

afterEach(cleanup);

/**
 * A pointer entering or leaving (React builds onPointerEnter/Leave from pointerover/out; jsdom has no
 * PointerEvent, so pointerType is set by hand).
 */
function pointer(target: HTMLElement, type: 'pointerEnter' | 'pointerLeave', pointerType: 'mouse' | 'touch') {
  const event = createEvent[type === 'pointerEnter' ? 'pointerOver' : 'pointerOut'](target);
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  fireEvent(target, event);
}

function renderCard() {
  render(
    <ChakraProvider value={system}>
      <FlipCard icon={Heart} title="Students" back="Show character beyond grades." />
    </ChakraProvider>,
  );
  return screen.getByRole('button', { name: /Students/ });
}

describe('FlipCard', () => {
  it('turns over on a tap (the touch pointer entering before the click does not cancel it)', () => {
    const card = renderCard();
    pointer(card, 'pointerEnter', 'touch');
    fireEvent.click(card);
    expect(card.getAttribute('aria-pressed')).toBe('true');
  });

  it('turns over while a mouse hovers, and back when it leaves', () => {
    const card = renderCard();
    pointer(card, 'pointerEnter', 'mouse');
    expect(card.getAttribute('aria-pressed')).toBe('true');
    pointer(card, 'pointerLeave', 'mouse');
    expect(card.getAttribute('aria-pressed')).toBe('false');
  });

  it('turns over from the keyboard (Enter/Space click the button)', () => {
    const card = renderCard();
    fireEvent.click(card);
    expect(card.getAttribute('aria-pressed')).toBe('true');
  });
});
