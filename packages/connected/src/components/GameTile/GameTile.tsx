import { imageFor, tileImage, tileViewportShare } from '@lobby/domain';
import type { ArtworkLoading, Game } from '@lobby/domain';
import type { CardStyle } from '@lobby/shared';
import { GameCard } from '@lobby/ui';
import { memo } from 'react';
import { useDisplaySettings } from '../../hooks/useDisplaySettings';
import { useIsFavourite } from '../../hooks/useIsFavourite';
import { useLaunchGame } from '../../hooks/useLaunchGame';
import { usePlayerCount } from '../../hooks/usePlayerCountOf';
import { useToggleFavourite } from '../../hooks/useToggleFavourite';

export interface GameTileProps {
  readonly game: Game;
  readonly cardStyle: CardStyle;
  readonly imageLoading?: ArtworkLoading;
  /** The tile's share of the viewport's width; a slider tile's by default. */
  readonly imageViewportShare?: number;
}

/**
 * A lobby game as the shared GameCard. Activating it asks the host to launch it; the
 * heart asks the host to flip the favourite. Both are requests: the host owns the rules.
 * Labels are drawn as text badges, not from their images: a badge image cannot shrink
 * to a phone tile, and a failed one would leave a broken picture on the artwork.
 * Memoised: its props are a game and plain values, so a list re-rendering around it (a
 * page arriving, a row mounting) leaves its tiles alone; the hooks re-render it on a
 * favourite, count or setting change.
 */
export const GameTile = memo(function GameTile({ game, cardStyle, imageLoading, imageViewportShare }: GameTileProps) {
  const { platform, forceShowGameInfo } = useDisplaySettings();
  const launch = useLaunchGame();
  const toggleFavourite = useToggleFavourite();
  const isFavourite = useIsFavourite(game.key);
  return (
    <GameCard
      title={game.title}
      imageUrl={imageFor(tileImage(game, cardStyle), platform)}
      labels={game.labels}
      provider={game.supplierName}
      playerCount={usePlayerCount(game)}
      info={forceShowGameInfo ? game.info : null}
      isFavourite={isFavourite}
      onToggleFavourite={() => toggleFavourite(game, !isFavourite)}
      onLaunch={() => launch(game)}
      cardStyle={cardStyle}
      imageLoading={imageLoading}
      imageViewportShare={imageViewportShare ?? tileViewportShare(platform, { kind: 'slider' })}
    />
  );
});
