import { createGameMatcher, normaliseLobby, searchEntriesOf, sortGames } from '@lobby/domain';
import { measureInterleaved } from './measure';
import { syntheticLobby, syntheticSearchIndex } from './syntheticLobby';

/** Searches typed letter by letter from the third (SPEC §5): titles, a code, a typo, a supplier. */
const TYPED_SEARCHES = ['game 1234', 'gmae 777', 'game_42_deluxe', 'deluxe game 9', 'pragmatic'];

/**
 * `npm run bench`: figures and ratios measured side by side in one run. Absolute times on a
 * shared machine are noise; the ratios are the result.
 */
function main(): void {
  const now = Date.parse('2026-01-01T00:00:00Z');
  const small = syntheticLobby(3000);
  const large = syntheticLobby(20000);
  const largeLobby = normaliseLobby(large, { now });
  const rounds = Number(process.env.BENCH_ROUNDS ?? 15);
  const searchIndex = syntheticSearchIndex(large);
  const matcher = createGameMatcher(searchEntriesOf(searchIndex));
  const keystrokes = TYPED_SEARCHES.flatMap((search) =>
    Array.from({ length: search.length - 2 }, (_, index) => search.slice(0, index + 3)),
  );

  const results = measureInterleaved(
    {
      'normalise 3000 games': () => normaliseLobby(small, { now }),
      'normalise 20000 games': () => normaliseLobby(large, { now }),
      'sort 20000 by new': () => sortGames(largeLobby.games, 'new'),
      'sort 20000 az': () => sortGames(largeLobby.games, 'az', { locale: 'en' }),
      'search build 20000': () => createGameMatcher(searchEntriesOf(searchIndex)),
      // Across searches, as typed: more distinct words than the matcher keeps.
      [`search ${keystrokes.length} keys 20000`]: () => keystrokes.forEach((query) => matcher.match(query)),
    },
    rounds,
  );
  const median = (name: string) => results.find((result) => result.name === name)?.medianMs ?? Number.NaN;

  for (const result of results)
    console.log(`${result.name.padEnd(24)} ${result.medianMs.toFixed(2).padStart(9)} ms (median of ${rounds})`);
  const scale = median('normalise 20000 games') / median('normalise 3000 games');
  console.log(`normalise 20000 / 3000 = ${scale.toFixed(2)} (linear would be ${(20000 / 3000).toFixed(2)})`);
  console.log(`sort az / sort new at 20000 = ${(median('sort 20000 az') / median('sort 20000 by new')).toFixed(2)}`);
  const perKeystroke = median(`search ${keystrokes.length} keys 20000`) / keystrokes.length;
  console.log(`search at 20000: ${perKeystroke.toFixed(2)} ms a keystroke (issue #13: a few ms of the 16 ms frame)`);
}

main();
