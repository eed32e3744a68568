import { usePlayerActions } from '@lobby/connected';
import { adjustLaunchUrl } from '@lobby/domain';
import type { GameRef, LaunchUrlResult, PlayerActionRefusal, PlayMode } from '@lobby/shared';
import { useBusValue } from '@lobby/ui';
import { useEffect, useMemo, useState } from 'react';

export type LaunchUrlState =
  | { readonly status: 'waiting' }
  | { readonly status: 'ready'; readonly url: string; readonly origin: string }
  | { readonly status: 'failed'; readonly failure: 'noResponse' | 'refused'; readonly statusText: string }
  /**
   * The player-action gate refused the launch (a guest, missing credentials, maintenance, or
   * player protection: `until` when that ends, null for no end).
   */
  | {
      readonly status: 'refused';
      readonly reason: PlayerActionRefusal;
      readonly statusText: string;
      readonly until: string | null;
    };

const WAITING: LaunchUrlState = { status: 'waiting' };

/**
 * The game's launch address, asked of the host's player-action pipeline once the lobby has
 * loaded (its API clients are ready then): the one gate every launch passes, whichever path
 * brought the player here, for real or fun money (issue #34). Made absolute against the page
 * and adjusted per aggregator (SPEC §5).
 */
export function useLaunchUrl(game: GameRef | null, lobbyUrl: string | null | undefined, mode: PlayMode): LaunchUrlState {
  const actions = usePlayerActions();
  const loaded = useBusValue('lobby:loadStateChanged') === 'loaded';
  const settings = useBusValue('settings:changed');
  const [answer, setAnswer] = useState<LaunchUrlResult | null>(null);
  const gameCode = game?.gameCode ?? null;
  const aggregator = game?.aggregator ?? null;

  useEffect(() => {
    if (!loaded || gameCode === null || aggregator === null) return undefined;
    setAnswer(null);
    let live = true;
    void actions.launchAddress({ gameCode, aggregator }, mode).then((answer) => {
      if (live) setAnswer(answer);
    });
    return () => {
      live = false;
    };
  }, [actions, loaded, gameCode, aggregator, mode]);

  return useMemo(() => {
    if (answer === null || settings === undefined) return WAITING;
    if ('failure' in answer) {
      return answer.failure === 'gate'
        ? { status: 'refused', reason: answer.reason, statusText: answer.statusText, until: answer.until ?? null }
        : { status: 'failed', failure: answer.failure, statusText: answer.statusText };
    }
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
