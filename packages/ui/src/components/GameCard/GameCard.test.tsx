import { fireEvent, screen, within } from '@testing-library/react';
import { CARD_STYLES } from '@lobby/shared';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { GameCard } from './GameCard';
import type { GameCardProps } from './GameCard';

function props(overrides: Partial<GameCardProps> = {}): GameCardProps {
  return {
    title: 'Starburst',
    imageUrl: '/images/starburst.webp',
    labels: [{ id: 'new', title: 'New' }],
    isFavourite: false,
    onToggleFavourite: jest.fn(),
    onLaunch: jest.fn(),
    ...overrides,
  };
}

describe('GameCard', () => {
  it('uses the game title as the image alt and as the card name', () => {
    renderWithProviders(<GameCard {...props({ playerCount: 1234 })} />);
    const launch = screen.getByRole('button', { name: 'Starburst' });
    expect(launch).toBeInstanceOf(HTMLButtonElement);
    expect(within(launch).getByRole('img', { name: 'Starburst' })).toBeTruthy();
    expect(launch.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    expect(screen.getByText('1,234 playing')).toBeTruthy();
    expect(screen.getByText('New')).toBeTruthy();
  });

  it('launches on click, and as a native button also on Enter and Space', () => {
    const onLaunch = jest.fn();
    renderWithProviders(<GameCard {...props({ onLaunch })} />);
    const launch = screen.getByRole('button', { name: 'Starburst' });
    fireEvent.click(launch);
    expect(onLaunch).toHaveBeenCalledTimes(1);
    // jsdom does not turn Enter/Space into a click; browsers do for every <button>, and
    // nothing in the card cancels that default.
    expect(fireEvent.keyDown(launch, { key: 'Enter' })).toBe(true);
    expect(fireEvent.keyUp(launch, { key: ' ' })).toBe(true);
    expect(launch.getAttribute('type')).toBe('button');
    launch.focus();
    expect(document.activeElement).toBe(launch);
  });

  it('has a separate favourite toggle with a translated label that does not launch', () => {
    const onLaunch = jest.fn();
    const onToggleFavourite = jest.fn();
    const { rerender } = renderWithProviders(<GameCard {...props({ onLaunch, onToggleFavourite })} />);
    const toggle = screen.getByRole('button', { name: 'Favourite Starburst' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(onToggleFavourite).toHaveBeenCalledTimes(1);
    expect(onLaunch).not.toHaveBeenCalled();
    rerender(<GameCard {...props({ onLaunch, onToggleFavourite, isFavourite: true })} />);
    expect(screen.getByRole('button', { name: 'Favourite Starburst' }).getAttribute('aria-pressed')).toBe('true');
  });

  it.each(CARD_STYLES)('renders the %s card style with the title available', (cardStyle) => {
    const { container } = renderWithProviders(<GameCard {...props({ cardStyle, labels: [] })} />);
    expect(container.querySelector(`[data-card-style="${cardStyle}"]`)).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Starburst' }).hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows the themed placeholder when the artwork is missing', () => {
    renderWithProviders(<GameCard {...props({ imageUrl: null })} />);
    const launch = screen.getByRole('button', { name: 'Starburst' });
    expect(within(launch).getByRole('img', { name: 'Starburst' }).tagName).toBe('SPAN');
  });
});
