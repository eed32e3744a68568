import { rawGame, rawLobby } from '@lobby/testing';
import { gamesScope, normaliseGamesOf, requestsIosGames } from './gamesScope';
import { normaliseLobby } from './normaliseLobby';

describe('gamesScope', () => {
  test.each([
    [
      { platform: 'desktop', platformType: 'web', locale: 'en' },
      { platform: 'desktop', isActive: true, locale: 'en' },
    ],
    [
      { platform: 'mobile', platformType: 'ios', locale: 'fr' },
      { platform: 'mobile', ios: true, isActive: true, locale: 'fr' },
    ],
    [
      { platform: 'mobile', platformType: 'android', locale: 'ja' },
      { platform: 'mobile', isActive: true, locale: 'ja' },
    ],
  ] as const)('%p → %p', (settings, scope) => {
    expect(gamesScope(settings)).toEqual(scope);
    expect(requestsIosGames(settings)).toBe('ios' in scope);
  });
});

describe('normaliseGamesOf', () => {
  const images = { desktop: null, mobile: null };
  const lobby = normaliseLobby(
    rawLobby({
      labels: [{ id: 'new', title: 'New', images }],
      suppliers: [
        { code: 'Haba', name: 'Habanero', images, gameCount: 3 },
        { code: 'bragg', name: ' ', images, gameCount: 3 },
      ],
    }),
    { now: 0 },
  );
  test.each([
    ['haba', ['new', 'gone'], 'Habanero', ['new']],
    ['bragg', [], null, []],
    ['sicbo', ['new'], null, ['new']],
  ])('a %p game: labels resolved, supplier named', (supplier, labels, supplierName, labelIds) => {
    const [game] = normaliseGamesOf(lobby, [rawGame({ supplier, labels })]);
    expect(game?.supplierName).toBe(supplierName);
    expect(game?.labels.map((label) => label.id)).toEqual(labelIds);
  });
});
