import { adjustLaunchUrl } from '@lobby/domain';
import type { GameRef, LaunchUrlResult } from '@lobby/shared';
import { useBus, useBusValue } from '@lobby/ui';
import { useEffect, useMemo, useState } from 'react';
import { filter, first } from '@lobby/rx';

export type LaunchUrlState =
  | { readonly status: 'waiting' }
  | { readonly status: 'ready'; readonly url: string; readonly origin: string }
  | { readonly status: 'failed'; readonly failure: 'noResponse' | 'refused'; readonly statusText: string };

const WAITING: LaunchUrlState = { status: 'waiting' };

/**
 * The game's launch address, asked of the host once the lobby has loaded (its API clients are
 * ready then), made absolute against the page and adjusted per aggregator (SPEC §5).
 */
export function useLaunchUrl(game: GameRef | null, lobbyUrl: string | null | undefined): LaunchUrlState {
  const bus = useBus();
  const loaded = useBusValue('lobby:loadStateChanged') === 'loaded';
  const settings = useBusValue('settings:changed');
  const [answer, setAnswer] = useState<LaunchUrlResult | null>(null);
  const gameCode = game?.gameCode ?? null;
  const aggregator = game?.aggregator ?? null;

  useEffect(() => {
    if (!loaded || gameCode === null || aggregator === null) return undefined;
    setAnswer(null);
    const subscription = bus
      .on$('game:launchUrlResolved')
      .pipe(
        filter(({ game: answered }) => answered.gameCode === gameCode && answered.aggregator === aggregator),
        first(),
      )
      .subscribe(setAnswer);
    bus.emit('game:launchUrlRequested', { gameCode, aggregator });
    return () => subscription.unsubscribe();
  }, [bus, loaded, gameCode, aggregator]);

  return useMemo(() => {
    if (answer === null || settings === undefined) return WAITING;
    if ('failure' in answer) return { status: 'failed', failure: answer.failure, statusText: answer.statusText };
    const absolute = new URL(answer.url, window.location.href);
    const url = adjustLaunchUrl(absolute.href, {
      aggregator: answer.game.aggregator,
      locale: settings.locale,
      platform: settings.platform,
      platformType: settings.platformType,
      isWPTPlay: settings.isWPTPlay,
      lobbyUrl: new URL(lobbyUrl ?? '/', window.location.href).href,
    });
    return { status: 'ready', url, origin: absolute.origin };
  }, [answer, settings, lobbyUrl]);
}
