import { fireEvent, render, screen, within } from '@testing-library/react';
import { createEnglishI18n, I18nProvider, loadLocale } from '@lobby/i18n';
import { CARD_STYLES } from '@lobby/shared';
import type { Locale } from '@lobby/shared';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { uiTexts } from '../../texts';
import { LobbyThemeProvider } from '../LobbyThemeProvider/LobbyThemeProvider';
import { GameCard } from './GameCard';
import type { GameCardProps } from './GameCard';

function props(overrides: Partial<GameCardProps> = {}): GameCardProps {
  return {
    title: 'Starburst',
    imageUrl: '/images/starburst.webp',
    badges: [{ id: 'new', title: 'New' }],
    provider: 'Habanero',
    isFavourite: false,
    onToggleFavourite: jest.fn(),
    onLaunch: jest.fn(),
    onShowInfo: jest.fn(),
    imageViewportShare: 1 / 7,
    ...overrides,
  };
}

const launchButton = () => screen.getByRole('button', { name: /^Starburst/ });
const part = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-part="${name}"]`);

describe('GameCard', () => {
  it('is named by its visible text in reading order: title, provider, players, badges', () => {
    renderWithProviders(<GameCard {...props({ playerCount: 1234 })} />);
    const launch = launchButton();
    expect(launch).toBeInstanceOf(HTMLButtonElement);
    // No aria-label: the name is the content, so it always contains what is on screen.
    expect(launch.hasAttribute('aria-label') || launch.hasAttribute('aria-labelledby')).toBe(false);
    expect(launch.textContent).toBe('StarburstHabanero1,234 playingNew');
  });

  it('keeps the full title on the one-line caption, and the artwork decorative', () => {
    const title = 'Legend of the Extraordinarily Long Golden Dragon Megaways';
    const { container } = renderWithProviders(<GameCard {...props({ title })} />);
    const caption = part(container, 'title');
    expect(caption?.textContent).toBe(title);
    expect(caption?.getAttribute('title')).toBe(title);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('leaves out the provider line and the player count when there are none', () => {
    const { container } = renderWithProviders(<GameCard {...props({ provider: null, badges: [] })} />);
    expect(part(container, 'provider')).toBeNull();
    expect(part(container, 'playing')).toBeNull();
    expect(launchButton().textContent).toBe('Starburst');
  });

  it('draws the badges as text, in the order given, never as images and never cut short', () => {
    const badges = [
      { id: 'new', title: 'New' },
      { id: 'hot', title: 'Hot' },
      { id: 'drops-wins', title: 'Drops & Wins' },
    ];
    const { container } = renderWithProviders(<GameCard {...props({ badges })} />);
    const drawn = [...container.querySelectorAll<HTMLElement>('[data-part="label"]')];
    expect(drawn.map((badge) => badge.textContent)).toEqual(['New', 'Hot', 'Drops & Wins']);
    expect(container.querySelectorAll('img')).toHaveLength(1);
    // Whole words that wrap, not an ellipsis: nothing is drawn as "DRO…".
    for (const badge of drawn) expect(getComputedStyle(badge).textOverflow).not.toBe('ellipsis');
    // Each kind in its own theme tone: New and Hot differ.
    expect(getComputedStyle(drawn[0] as HTMLElement).backgroundColor).not.toBe(
      getComputedStyle(drawn[1] as HTMLElement).backgroundColor,
    );
  });

  it('launches on click, and as a native button also on Enter and Space', () => {
    const onLaunch = jest.fn();
    renderWithProviders(<GameCard {...props({ onLaunch })} />);
    const launch = launchButton();
    fireEvent.click(launch);
    expect(onLaunch).toHaveBeenCalledTimes(1);
    // jsdom does not turn Enter/Space into a click; browsers do for every <button>, and
    // nothing in the card cancels that default.
    expect(fireEvent.keyDown(launch, { key: 'Enter' })).toBe(true);
    expect(fireEvent.keyUp(launch, { key: ' ' })).toBe(true);
    expect(launch.getAttribute('type')).toBe('button');
  });

  it('is two tab stops, the card and its info; the heart is a real toggle button outside the tab order', () => {
    const onLaunch = jest.fn();
    const onToggleFavourite = jest.fn();
    const { container, rerender } = renderWithProviders(<GameCard {...props({ onLaunch, onToggleFavourite })} />);
    const tabbable = [...container.querySelectorAll<HTMLElement>('button, a, [tabindex]')].filter(
      (element) => element.tabIndex >= 0,
    );
    expect(tabbable).toEqual([launchButton(), screen.getByRole('button', { name: 'Game info: Starburst' })]);
    const heart = screen.getByRole('button', { name: 'Favourite Starburst' });
    expect(heart.tagName).toBe('BUTTON');
    expect(heart.tabIndex).toBe(-1);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(onToggleFavourite).toHaveBeenCalledTimes(1);
    expect(onLaunch).not.toHaveBeenCalled();
    rerender(<GameCard {...props({ onLaunch, onToggleFavourite, isFavourite: true })} />);
    expect(screen.getByRole('button', { name: 'Favourite Starburst' }).getAttribute('aria-pressed')).toBe('true');
  });

  it.each<[string, Partial<KeyboardEventInit>, number]>([
    ['f', {}, 1],
    ['F', { shiftKey: true }, 1],
    ['f', { ctrlKey: true }, 0],
    ['f', { metaKey: true }, 0],
    ['f', { altKey: true }, 0],
    ['g', {}, 0],
  ])('key %p %j on the card flips the favourite %p time(s)', (key, modifiers, times) => {
    const onToggleFavourite = jest.fn();
    const onLaunch = jest.fn();
    renderWithProviders(<GameCard {...props({ onToggleFavourite, onLaunch })} />);
    const launch = launchButton();
    expect(launch.getAttribute('aria-keyshortcuts')).toBe('F');
    const notCancelled = fireEvent.keyDown(launch, { key, ...modifiers });
    expect(onToggleFavourite).toHaveBeenCalledTimes(times);
    expect(notCancelled).toBe(times === 0);
    expect(onLaunch).not.toHaveBeenCalled();
  });

  it.each(CARD_STYLES)('renders the %s card style with title, provider and players in the name', (cardStyle) => {
    const { container } = renderWithProviders(
      <GameCard {...props({ cardStyle, badges: [], playerCount: 7 })} />,
    );
    expect(container.querySelector(`[data-card-style="${cardStyle}"]`)).not.toBeNull();
    expect(launchButton().textContent).toBe('StarburstHabanero7 playing');
  });

  it('has a real info button named after the game, which opens the info and does not launch', () => {
    const onShowInfo = jest.fn();
    const onLaunch = jest.fn();
    renderWithProviders(<GameCard {...props({ onShowInfo, onLaunch })} />);
    const info = screen.getByRole('button', { name: 'Game info: Starburst' });
    expect(info.tagName).toBe('BUTTON');
    expect(info.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(info);
    expect(onShowInfo).toHaveBeenCalledTimes(1);
    expect(onLaunch).not.toHaveBeenCalled();
  });

  it('offers "Play" and "Play for fun" over the artwork of a demo game only', () => {
    const onPlayForFun = jest.fn();
    const onLaunch = jest.fn();
    const { container, rerender } = renderWithProviders(<GameCard {...props({ onLaunch })} />);
    expect(screen.queryByRole('button', { name: /Play for fun/ })).toBeNull();
    expect(part(container, 'play')).toBeNull();

    rerender(<GameCard {...props({ onLaunch, onPlayForFun })} />);
    const fun = screen.getByRole('button', { name: 'Play for fun: Starburst' });
    // The visible words are the start of the name (label in name, for voice control).
    expect(fun.textContent).toBe('Play for fun');
    expect(fun.tabIndex).toBe(0);
    fireEvent.click(fun);
    expect(onPlayForFun).toHaveBeenCalledTimes(1);
    expect(onLaunch).not.toHaveBeenCalled();

    // "Play" is the card's own face: clicking it is clicking the card, and the card's name stays its text.
    const play = part(container, 'play');
    expect(play?.textContent).toBe('Play');
    expect(play?.getAttribute('aria-hidden')).toBe('true');
    expect(launchButton().contains(play)).toBe(true);
    fireEvent.click(play as HTMLElement);
    expect(onLaunch).toHaveBeenCalledTimes(1);
    expect(onPlayForFun).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('button').filter((button) => button.textContent === 'Play')).toEqual([]);
  });

  it("shows a jackpot game's amount on the card, its name saying Jackpot but not the ticking amount, never announced", () => {
    const onLaunch = jest.fn();
    const { container, rerender } = renderWithProviders(<GameCard {...props({ jackpot: '$1,234,567.89', onLaunch })} />);
    const strip = part(container, 'jackpot');
    expect(strip?.textContent).toBe('Jackpot $1,234,567.89');
    expect(screen.getByRole('button', { name: 'Starburst Habanero New Jackpot' })).toBe(launchButton());
    expect(container.querySelector('[aria-live], [role="status"], [role="timer"], [role="marquee"]')).toBeNull();
    // Drawn on the artwork: a click on it is a click on the card.
    fireEvent.click(strip as HTMLElement);
    expect(onLaunch).toHaveBeenCalledTimes(1);
    rerender(<GameCard {...props()} />);
    expect(part(container, 'jackpot')).toBeNull();
  });

  it('shows the themed placeholder, not a broken image, when the artwork is missing or fails', () => {
    const { container, rerender } = renderWithProviders(<GameCard {...props({ imageUrl: null })} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-image-state="placeholder"]')).not.toBeNull();
    rerender(<GameCard {...props()} />);
    const image = container.querySelector('img');
    expect(image).not.toBeNull();
    fireEvent.error(image as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(within(launchButton()).getByText('Starburst')).toBeTruthy();
  });

  it('asks for its artwork at its own width, first when it holds the page\'s largest image', () => {
    const { container, rerender } = renderWithProviders(
      <GameCard {...props({ imageUrl: '/images/games/bragg/starburst/mobile.svg', imageLoading: 'high' })} />,
    );
    const img = () => container.querySelector('img');
    expect(img()?.getAttribute('srcset')).toContain('/images/games/bragg/starburst/mobile.480.webp 480w');
    // The plain size last, after the conditions that cap dense screens at 2 device px per px.
    expect(img()?.getAttribute('sizes')).toMatch(/, min\(14\.29vw, 206px\)$/);
    expect(img()?.getAttribute('loading')).toBe('eager');
    expect(img()?.getAttribute('fetchpriority')).toBe('high');
    rerender(<GameCard {...props({ imageUrl: '/images/games/bragg/starburst/mobile.svg' })} />);
    expect(img()?.getAttribute('loading')).toBe('lazy');
    expect(img()?.hasAttribute('fetchpriority')).toBe(false);
  });

  // The count in the active catalogue's locale, inside the translated "{formattedCount} playing".
  it.each<[Locale, number, string]>([
    ['en', 1234567, '1,234,567 playing'],
    ['fr', 1234567, '1 234 567 en jeu'],
    ['es', 1234, '1234 jugando'],
    ['es', 12345, '12.345 jugando'],
    ['ru', 1234567, '1 234 567 в игре'],
    ['ja', 1234567, '1,234,567人がプレイ中'],
  ])('counts the players in %s: %p → %p', async (locale, playerCount, expected) => {
    const i18n = createEnglishI18n({ catalogues: [uiTexts] });
    await loadLocale(i18n, locale);
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <LobbyThemeProvider brand="WPTG" mode="dark">
          <GameCard {...props({ playerCount })} />
        </LobbyThemeProvider>
      </I18nProvider>,
    );
    expect(part(container, 'playing')?.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toBe(expected);
  });
});
