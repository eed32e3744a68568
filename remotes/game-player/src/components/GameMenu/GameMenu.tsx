import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { GameInfoDialog, useIsFavourite, useToggleFavourite } from '@lobby/connected';
import type { Game } from '@lobby/domain';
import { Button, useBus } from '@lobby/ui';
import { useId, useRef, useState } from 'react';
import { OnboardingHint } from './OnboardingHint';
import { useOnboardingHint } from './useOnboardingHint';

export interface GameMenuProps {
  readonly gameKey: string;
  /** The catalogue's game; favourite and info need it. */
  readonly game: Game | undefined;
  readonly onLeave: () => void;
}

/** Halfway down the side the game leaves free for it: games keep their own controls in the corners. */
const edge = (theme: Theme, side: 'left' | 'right') => css`
  position: absolute;
  top: 50%;
  transform: translateY(-50%);
  ${side}: ${theme.space.xs};
  /* Above the loading overlay: a player may leave a game that never loads. */
  z-index: ${theme.zIndex.overlay + 1};
  display: flex;
  flex-direction: column;
  align-items: ${side === 'left' ? 'flex-start' : 'flex-end'};
  gap: ${theme.space.xs};
`;

const panel = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  padding: ${theme.space.sm};
  border-radius: ${theme.radii.lg};
  background: ${theme.color.surfaceRaised};
  box-shadow: ${theme.shadow.raised};
`;

/**
 * SPEC §2 game menu: menu, favourite, leave, info, on the side the catalogue puts it (the
 * game's position). The shell hears 'openMenu' and 'closeMenu' as it opens and closes.
 */
export function GameMenu({ gameKey, game, onLeave }: GameMenuProps) {
  const { t } = useLingui();
  const bus = useBus();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [infoOpen, setInfoOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const favourite = useIsFavourite(gameKey);
  const toggleFavourite = useToggleFavourite();
  const hint = useOnboardingHint();

  const setMenu = (next: boolean) => {
    if (next) hint.dismiss();
    setOpen(next);
    bus.emit('shell:sendRequested', { type: next ? 'openMenu' : 'closeMenu' });
  };
  const showInfo = () => {
    setMenu(false);
    setInfoOpen(true);
  };
  // The menu item that opened the info is gone with the closed menu: focus goes back to the menu's handle.
  const closeInfo = () => {
    setInfoOpen(false);
    toggleRef.current?.focus();
  };
  const leave = () => {
    setMenu(false);
    onLeave();
  };

  return (
    <nav css={(theme: Theme) => edge(theme, game?.position ?? 'left')} aria-label={t({ id: 'game.menu.label', message: `Game menu` })}>
      {/* A small handle: it floats over someone else's game. */}
      <Button
        ref={toggleRef}
        variant="secondary"
        size="sm"
        aria-label={t({ id: 'game.menu.toggle', message: `Menu` })}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setMenu(!open)}
        css={(theme: Theme) => ({ width: 36, minHeight: 36, padding: 0, opacity: open ? 1 : 0.8, boxShadow: theme.shadow.raised })}
      >
        <span aria-hidden="true">☰</span>
      </Button>
      {!open && hint.visible && <OnboardingHint />}
      {open && (
        <div id={panelId} css={panel}>
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={favourite}
            disabled={game === undefined}
            onClick={() => game !== undefined && toggleFavourite(game, !favourite)}
          >
            <span aria-hidden="true">{favourite ? '♥' : '♡'}</span> <Trans id="game.menu.favourite">Favourite</Trans>
          </Button>
          <Button variant="ghost" size="sm" aria-haspopup="dialog" disabled={game === undefined} onClick={showInfo}>
            <Trans id="game.menu.info">Info</Trans>
          </Button>
          <Button variant="ghost" size="sm" onClick={leave}>
            <Trans id="game.menu.leave">Leave</Trans>
          </Button>
        </div>
      )}
      {/* The game's info panel (issue #34) without its play buttons: the game is open already. */}
      {infoOpen && game !== undefined && <GameInfoDialog game={game} onClose={closeInfo} playable={false} />}
    </nav>
  );
}
