import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionSourceProvider, useGame } from '@lobby/connected';
import {
  brandTitleImagePath,
  isProtectionRefusal,
  parseGameKey,
  parseLoadingTimeout,
  pokerGameDisplayName,
  resolveBrand,
  type LaunchRefusal,
} from '@lobby/domain';
import type { GameRef, GameWindowEvent, PlayMode } from '@lobby/shared';
import { createLobbyStorage } from '@lobby/storage';
import { useBus, useBusValue, visuallyHidden } from '@lobby/ui';
import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from '@lobby/router';
import { reportGameStartError } from '../../lobbyWindow/gameStartErrors';
import { FunModeBar } from '../FunModeBar';
import { GameLoadingOverlay } from '../GameLoadingOverlay';
import { GameMenu } from '../GameMenu';
import { GameSessionClock } from '../GameSessionClock';
import { InsufficientFundsPopup } from '../InsufficientFundsPopup';
import { LaunchRefusedAlert } from '../LaunchRefusedAlert';
import { LockedBalancePopup } from '../LockedBalancePopup';
import { useActiveGame } from './useActiveGame';
import { useCloseGame } from './useCloseGame';
import { useGameLoading } from './useGameLoading';
import { useGameWindowEvents } from './useGameWindowEvents';
import { useLaunchUrl } from './useLaunchUrl';
import { useTrackGamePage } from './useTrackGamePage';
import { LaunchNoticeContext } from '../../launch/LaunchNoticeContext';

export interface GameSessionProps {
  /** Id of the heading, which names the page: the remote's section, as on its other routes. */
  readonly titleId: string;
  /** Real money, or the game's fun-money demo (the route's `mode=fun`, issue #34). */
  readonly mode: PlayMode;
}

type FundsPopup = { readonly kind: 'insufficient' } | { readonly kind: 'locked'; readonly miniGameName: string } | null;

const page = (theme: Theme) => css`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.header + 1};
  display: flex;
  flex-direction: column;
  background: ${theme.color.surfaceSunken};
`;

/** The game's area: all of the page but the fun-money bar, so the bar covers none of the game. */
const stage = css`
  position: relative;
  flex: 1 1 auto;
  min-height: 0;
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
 * One game on the game page (GamePage), for real or fun money: the game's launch address in a
 * frame under the loading overlay, the game menu, and the popups the game's events open (SPEC
 * §2, §4); a fun-money demo says so above the game (issue #34); a launch player protection
 * refused says why, with the way back to the lobby.
 */
export function GameSession({ titleId, mode }: GameSessionProps) {
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
  const launch = useLaunchUrl(lookedUp === undefined ? null : game, catalogueGame?.lobbyUrl, mode);
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
  // Player protection's refusal (issue #34), the lobby's or the content service's: its reason
  // and end, never a blank game.
  const refusalReason = launch.status === 'refused' && isProtectionRefusal(launch.reason) ? launch.reason : null;
  const refusalUntil = launch.status === 'refused' ? launch.until : null;
  const refusal = useMemo<LaunchRefusal | null>(
    () => (refusalReason === null ? null : { reason: refusalReason, until: refusalUntil }),
    [refusalReason, refusalUntil],
  );
  // Missing credentials fail the page as a failed launch does, with the launch's status text;
  // the shell hears a protection refusal the same way, with its English reason.
  const failedWith =
    launch.status === 'failed' ||
    (launch.status === 'refused' && (launch.reason === 'credentials' || refusal !== null))
      ? launch.statusText
      : null;
  const failed = failedWith !== null && refusal === null;
  useTrackGamePage(
    gameKey,
    launch.status === 'ready' && loading.complete,
    refusal !== null
      ? 'launchRefused'
      : failed
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
    <section
      data-remote="game-player"
      aria-labelledby={titleId}
      css={page}
      data-game-page=""
      data-play-mode={mode}
    >
      <h1 id={titleId} css={visuallyHidden}>
        {title === undefined ? <Trans id="game.fallbackTitle">Game</Trans> : title}
      </h1>
      {mode === 'fun' && game !== null && (
        <ActionSourceProvider screen="gamePage">
          <FunModeBar game={game} />
        </ActionSourceProvider>
      )}
      <div css={stage}>
        <GameSessionClock />
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
        {refusal !== null && <LaunchRefusedAlert refusal={refusal} onBack={close} />}
        {failed && (
          <p role="alert" css={failure}>
            {/* SPEC §8's one timeout text, the loading limit's (SPEC §2) as well. */}
            <Trans id="gameLoading.message.timeout">
              Your request timed out. Please check your internet connection and try again.
            </Trans>
          </p>
        )}
      </div>
      {failedWith === null && !loading.complete && (
        <GameLoadingOverlay
          progress={loading.progress}
          timedOut={loading.timedOut}
          timeoutSeconds={timeoutSeconds}
          loadingImage={catalogueGame?.loadingImage ?? null}
          brandTitleImage={brandTitleImagePath(brand)}
        />
      )}
      {/* A refused launch has no game to manage: its alert's own button leads back, with nothing over it. */}
      {refusal === null && (
        <ActionSourceProvider screen="gameMenu">
          <GameMenu
            gameKey={gameKey}
            game={catalogueGame}
            onLeave={close}
          />
        </ActionSourceProvider>
      )}
      <InsufficientFundsPopup open={funds?.kind === 'insufficient'} onClose={() => setFunds(null)} />
      <LockedBalancePopup
        miniGameName={funds?.kind === 'locked' ? funds.miniGameName : null}
        onClose={() => setFunds(null)}
      />
    </section>
  );
}
