import { imageFor, tileImage, tileViewportShare } from '@lobby/domain';
import type { ArtworkLoading, Game } from '@lobby/domain';
import type { CardStyle } from '@lobby/shared';
import { GameCard } from '@lobby/ui';
import { memo, useState } from 'react';
import { useDisplaySettings } from '../../hooks/useDisplaySettings';
import { useGameBadges } from '../../hooks/useGameBadges';
import { useIsFavourite } from '../../hooks/useIsFavourite';
import { useLaunchGame } from '../../hooks/useLaunchGame';
import { usePlayerCount } from '../../hooks/usePlayerCountOf';
import { useToggleFavourite } from '../../hooks/useToggleFavourite';
import { GameInfoDialog } from '../GameInfoDialog/GameInfoDialog';
import { JackpotAmount } from '../JackpotAmount/JackpotAmount';

export interface GameTileProps {
  readonly game: Game;
  readonly cardStyle: CardStyle;
  readonly imageLoading?: ArtworkLoading;
  /** The tile's share of the viewport's width; a slider tile's by default. */
  readonly imageViewportShare?: number;
}

/**
 * A lobby game as the shared GameCard. Activating it asks the host to launch it (for fun from
 * a demo game's "Play for fun"); the heart asks the host to flip the favourite. Both are
 * requests: the host owns the rules. The badges are "New" on the lobby clock plus the game's
 * labels, drawn as text, not from their images: a badge image cannot shrink to a phone tile,
 * and a failed one would leave a broken picture on the artwork. A jackpot's amount ticks in a
 * component of its own, so the tile does not re-render every second.
 * Memoised: its props are a game and plain values, so a list re-rendering around it (a
 * page arriving, a row mounting) leaves its tiles alone; the hooks re-render it on a
 * favourite, count, badge or setting change.
 */
export const GameTile = memo(function GameTile({ game, cardStyle, imageLoading, imageViewportShare }: GameTileProps) {
  const { platform, forceShowGameInfo } = useDisplaySettings();
  const launch = useLaunchGame();
  const toggleFavourite = useToggleFavourite();
  const isFavourite = useIsFavourite(game.key);
  const [infoOpen, setInfoOpen] = useState(false);
  return (
    <>
      <GameCard
        title={game.title}
        imageUrl={imageFor(tileImage(game, cardStyle), platform)}
        badges={useGameBadges(game)}
        provider={game.supplierName}
        playerCount={usePlayerCount(game)}
        info={forceShowGameInfo ? game.info : null}
        jackpot={game.jackpot === null ? undefined : <JackpotAmount jackpot={game.jackpot} />}
        isFavourite={isFavourite}
        onToggleFavourite={() => toggleFavourite(game, !isFavourite)}
        onLaunch={() => launch(game)}
        onPlayForFun={game.hasDemo ? () => launch(game, 'fun') : undefined}
        onShowInfo={() => setInfoOpen(true)}
        cardStyle={cardStyle}
        imageLoading={imageLoading}
        imageViewportShare={imageViewportShare ?? tileViewportShare(platform, { kind: 'slider' })}
      />
      {infoOpen && <GameInfoDialog game={game} onClose={() => setInfoOpen(false)} />}
    </>
  );
});
