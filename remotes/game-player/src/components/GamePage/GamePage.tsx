import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionSourceProvider, useGame } from '@lobby/connected';
import {
  brandTitleImagePath,
  parseGameKey,
  parseLoadingTimeout,
  pokerGameDisplayName,
  resolveBrand,
} from '@lobby/domain';
import type { GameRef, GameWindowEvent } from '@lobby/shared';
import { createLobbyStorage } from '@lobby/storage';
import { useBus, useBusValue, visuallyHidden } from '@lobby/ui';
import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from '@lobby/router';
import { reportGameStartError } from '../../lobbyWindow/gameStartErrors';
import { GameLoadingOverlay } from '../GameLoadingOverlay';
import { GameMenu } from '../GameMenu';
import { InsufficientFundsPopup } from '../InsufficientFundsPopup';
import { LockedBalancePopup } from '../LockedBalancePopup';
import { useActiveGame } from './useActiveGame';
import { useCloseGame } from './useCloseGame';
import { useGameLoading } from './useGameLoading';
import { useGameWindowEvents } from './useGameWindowEvents';
import { useLaunchUrl } from './useLaunchUrl';
import { useTrackGamePage } from './useTrackGamePage';
import { LaunchNoticeContext } from '../../launch/LaunchNoticeContext';

export interface GamePageProps {
  /** Id of the heading, which names the page: the remote's section, as on its other routes. */
  readonly titleId: string;
}

type FundsPopup = { readonly kind: 'insufficient' } | { readonly kind: 'locked'; readonly miniGameName: string } | null;

const page = (theme: Theme) => css`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.header + 1};
  background: ${theme.color.surfaceSunken};
`;

const frameStyle = css`
  display: block;
  width: 100%;
  height: 100%;
  border: 0;
`;

const failure = (theme: Theme) => css`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  margin: 0;
  padding: ${theme.space.xl};
  text-align: center;
  color: ${theme.color.text};
`;

/**
 * /games/{aggregator:code}, on the lobby's route (mobile) or in the desktop pop-up: the game's
 * launch address in a frame under the loading overlay, the game menu, and the popups the
 * game's events open (SPEC §2, §4).
 */
export function GamePage({ titleId }: GamePageProps) {
  const { t } = useLingui();
  const bus = useBus();
  const { gameKey = '' } = useParams();
  const [search] = useSearchParams();
  const ref = useMemo(() => parseGameKey(gameKey), [gameKey]);
  const game: GameRef | null = useMemo(
    () => (ref === null ? null : { gameCode: ref.code, aggregator: ref.aggregator }),
    [ref],
  );
  // Fetched when the lobby reply does not carry it (a pop-up opened on its own lobby); null: not offered.
  const lookedUp = useGame(gameKey);
  const catalogueGame = lookedUp ?? undefined;
  const settings = useBusValue('settings:changed');
  const balances = useBusValue('balances:changed');
  const title = catalogueGame?.title ?? ref?.code;
  useActiveGame(game);

  // Asked once the game is known, so its lobbyUrl cannot change the frame's address mid-load.
  const launch = useLaunchUrl(lookedUp === undefined ? null : game, catalogueGame?.lobbyUrl);
  const timeoutSeconds = parseLoadingTimeout(search.get('loadingTimeout') ?? catalogueGame?.loadingTimeoutInSeconds);
  const loading = useGameLoading(timeoutSeconds * 1000);
  const close = useCloseGame(game);
  const [funds, setFunds] = useState<FundsPopup>(null);
  const frame = useRef<HTMLIFrameElement>(null);

  const onGameEvent = (event: GameWindowEvent) => {
    loading.onEvent(event);
    if (event.type === 'close') close();
    if (event.type === 'errorOutOfMoney') {
      // SPEC §8: a balance held at a mini-game table is locked, not missing.
      const miniGameName =
        balances !== undefined && balances.miniGameCoin > 0 ? pokerGameDisplayName(balances.miniGameId) : null;
      setFunds(miniGameName === null ? { kind: 'insufficient' } : { kind: 'locked', miniGameName });
    }
  };
  useGameWindowEvents(frame, launch.status === 'ready' ? launch.origin : null, onGameEvent);

  // The gate refused the route's launch as it refuses a tile's (SPEC §4 steps 1 and 5): a guest
  // is asked to log in and taken back to the lobby; missing credentials fail the launch.
  const refusedFor = launch.status === 'refused' ? launch.reason : null;
  const notify = useContext(LaunchNoticeContext);
  useEffect(() => {
    if (refusedFor !== 'guest') return;
    bus.emit('shell:sendRequested', { type: 'openLoginScreen' });
    if ((bus.current('shell:modeDetected')?.transport ?? null) === null) notify('login');
    bus.emit('navigation:requested', { path: '/', replace: true });
  }, [bus, notify, refusedFor]);
  // Missing credentials fail the page as a failed launch does, with the launch's status text.
  const failedWith =
    launch.status === 'failed' || (launch.status === 'refused' && launch.reason === 'credentials')
      ? launch.statusText
      : null;
  const failed = failedWith !== null;
  useTrackGamePage(
    gameKey,
    launch.status === 'ready' && loading.complete,
    failed
      ? 'launchFailed'
      : loading.timedOut
        ? 'loadingTimeout'
        : funds === null
          ? null
          : funds.kind === 'locked'
            ? 'lockedBalance'
            : 'insufficientFunds',
  );
  useEffect(() => {
    if (failedWith === null || game === null) return;
    reportGameStartError(bus, createLobbyStorage(), window, { ...game, statusText: failedWith });
  }, [bus, game, failedWith]);

  // A game made for one orientation asks the app to hold it there (mobile only: a pop-up has no orientation to lock).
  const orientation = catalogueGame?.orientation ?? 'auto';
  const mobile = settings?.platform === 'mobile';
  useEffect(() => {
    if (mobile && orientation !== 'auto')
      bus.emit('shell:sendRequested', { type: 'orientationLocked', payload: { orientation } });
  }, [bus, mobile, orientation]);

  const brand = resolveBrand({ licenseType: settings?.licenseType ?? null, brand: settings?.brand ?? null });
  return (
    <section data-remote="game-player" aria-labelledby={titleId} css={page} data-game-page="">
      <h1 id={titleId} css={visuallyHidden}>
        {title === undefined ? <Trans id="game.fallbackTitle">Game</Trans> : title}
      </h1>
      {launch.status === 'ready' && (
        <iframe
          ref={frame}
          css={frameStyle}
          src={launch.url}
          title={title ?? t({ id: 'game.fallbackTitle', message: `Game` })}
          allow="autoplay; fullscreen"
          onLoad={loading.onFrameLoad}
        />
      )}
      {failed ? (
        <p role="alert" css={failure}>
          {/* SPEC §8's one timeout text, the loading limit's (SPEC §2) as well. */}
          <Trans id="gameLoading.message.timeout">
            Your request timed out. Please check your internet connection and try again.
          </Trans>
        </p>
      ) : (
        !loading.complete && (
          <GameLoadingOverlay
            progress={loading.progress}
            timedOut={loading.timedOut}
            timeoutSeconds={timeoutSeconds}
            loadingImage={catalogueGame?.loadingImage ?? null}
            brandTitleImage={brandTitleImagePath(brand)}
          />
        )
      )}
      <ActionSourceProvider screen="gameMenu">
        <GameMenu
          gameKey={gameKey}
          game={catalogueGame}
          title={title ?? t({ id: 'game.fallbackTitle', message: `Game` })}
          onLeave={close}
        />
      </ActionSourceProvider>
      <InsufficientFundsPopup open={funds?.kind === 'insufficient'} onClose={() => setFunds(null)} />
      <LockedBalancePopup
        miniGameName={funds?.kind === 'locked' ? funds.miniGameName : null}
        onClose={() => setFunds(null)}
      />
    </section>
  );
}
