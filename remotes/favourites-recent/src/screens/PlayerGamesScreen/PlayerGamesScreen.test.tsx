import type { OwnedLobbyBus } from '@lobby/bus';
import type { RawGame } from '@lobby/shared';
import { rawBlock, rawGame, rawLobby } from '@lobby/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderScreen } from '../../testing/renderScreen';

const GAMES: RawGame[] = [
  rawGame({ code: 'alpha', title: 'Alpha', playingCount: 5 }),
  rawGame({ code: 'bravo', title: 'Bravo', playingCount: 50 }),
  rawGame({ code: 'charlie', title: 'Charlie', playingCount: 20 }),
];

const LOBBY = rawLobby({
  games: GAMES,
  blocks: [
    rawBlock({ id: 'favs', type: 'favorites', heading: 'My favourites', games: [] }),
    rawBlock({ id: 'played', type: 'recent', heading: 'Recently played', games: [] }),
  ],
});

const signedIn = (bus: OwnedLobbyBus) => bus.emit('session:changed', { userId: 'u1', sessionId: 's1', guest: false });

/** A player without favourites or recent games, as the host sends once it knows. */
const signedInWithEmptyLists = (bus: OwnedLobbyBus) => {
  signedIn(bus);
  bus.emit('favourites:changed', []);
  bus.emit('recent:changed', []);
};

/** Each game card's title in page order, as its caption's tooltip carries it in full. */
function cardTitles(root: HTMLElement): string[] {
  return [...root.querySelectorAll('[data-card-style] [data-part="title"]')].map((caption) => caption.getAttribute('title') ?? '');
}

describe('PlayerGamesScreen', () => {
  test('loading: the heading and a skeleton', () => {
    renderScreen({ path: '/favorites/favs' });
    expect(screen.getByRole('heading', { level: 1, name: 'Favourites' })).toBeTruthy();
    expect(screen.getByTestId('content-skeleton')).toBeTruthy();
  });

  test("list: the player's favourites as tiles under the block's heading, with a way back", () => {
    renderScreen({
      path: '/favorites/favs',
      lobby: LOBBY,
      prepareBus: (bus) => {
        signedIn(bus);
        bus.emit('favourites:changed', ['bragg:charlie', 'bragg:alpha']);
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'My favourites' })).toBeTruthy();
    expect(cardTitles(screen.getByRole('list', { name: 'My favourites' }))).toEqual(['Charlie', 'Alpha']);
    expect(screen.getByRole('link', { name: 'Back to the lobby' }).getAttribute('href')).toBe('/');
    expect(screen.queryByTestId('player-games-empty')).toBeNull();
  });

  test('list: recent games newest first, following the bus', () => {
    const { bus } = renderScreen({
      path: '/recent/played',
      lobby: LOBBY,
      prepareBus: (owned) => {
        signedIn(owned);
        owned.emit('recent:changed', [
          { gameId: 'bragg:bravo', playedTimestampMs: 2 },
          { gameId: 'bragg:alpha', playedTimestampMs: 1 },
        ]);
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Recently played' })).toBeTruthy();
    act(() => bus.emit('recent:changed', [{ gameId: 'bragg:charlie', playedTimestampMs: 3 }]));
    expect(cardTitles(screen.getByRole('list', { name: 'Recently played' }))).toEqual(['Charlie']);
  });

  test.each([
    ['/favorites/unknown', 'Favourites'],
    ['/favorites/played', 'Favourites'],
    ['/recent', 'Recent games'],
  ])('%s: without its list block the heading is the list name (%s)', (path, heading) => {
    renderScreen({ path, lobby: LOBBY, prepareBus: signedIn });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  test('loading the list: a skeleton, not the empty page', () => {
    renderScreen({ path: '/favorites/favs', lobby: LOBBY, prepareBus: signedIn });
    expect(screen.getByTestId('content-skeleton')).toBeTruthy();
    expect(screen.queryByTestId('player-games-empty')).toBeNull();
  });

  test('empty: the empty page with popular games to try', async () => {
    renderScreen({ path: '/favorites/favs', lobby: LOBBY, prepareBus: signedInWithEmptyLists });
    expect(
      within(screen.getByTestId('player-games-empty')).getByText(
        'You have no favourite games yet. Tap the heart on a game to add it here.',
      ),
    ).toBeTruthy();
    expect(cardTitles(await screen.findByRole('region', { name: 'Popular games to try' }))).toEqual(['Bravo', 'Charlie', 'Alpha']);
  });

  test('guest: the empty page invites to log in through the shell, with games to try', async () => {
    // A guest's list is empty by rule: the host sends it with the session.
    const { bus } = renderScreen({ path: '/recent/played', lobby: LOBBY, prepareBus: (owned) => owned.emit('recent:changed', []) });
    const sent: string[] = [];
    bus.on$('shell:sendRequested').subscribe((message) => sent.push(message.type));
    expect(screen.getByText('Log in to see the games you have played.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(sent).toEqual(['openLoginScreen']);
    expect(await screen.findByRole('region', { name: 'Popular games to try' })).toBeTruthy();
  });

  test("a tile's heart asks the host to toggle the favourite", () => {
    const { bus } = renderScreen({
      path: '/favorites/favs',
      lobby: LOBBY,
      prepareBus: (owned) => {
        signedIn(owned);
        owned.emit('favourites:changed', ['bragg:alpha']);
      },
    });
    const toggles: unknown[] = [];
    bus.on$('favourites:toggleRequested').subscribe((request) => toggles.push(request));
    fireEvent.click(screen.getByRole('button', { name: 'Favourite Alpha' }));
    expect(toggles).toEqual([{ gameKey: 'bragg:alpha', favourite: false, source: { screen: 'favorites', block: null } }]);
  });
});
