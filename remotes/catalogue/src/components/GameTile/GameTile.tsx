import type { Game } from '@lobby/domain';
import type { CardStyle } from '@lobby/shared';
import { GameCard } from '@lobby/ui';
import { imageFor } from '../../lobby/imageFor';
import { useCatalogue } from '../../lobby/useCatalogue';
import { useLaunchGame } from '../../lobby/useLaunchGame';

export interface GameTileProps {
  readonly game: Game;
  readonly cardStyle: CardStyle;
  readonly imageLoading?: 'lazy' | 'eager';
}

// Favourites are owned by the favourites-recent slice; until its bus events exist the
// catalogue shows every game as not favourite and the toggle has nothing to tell.
const noFavouriteYet = () => undefined;

/** A catalogue game as the shared GameCard; activating it asks the host to launch it. */
export function GameTile({ game, cardStyle, imageLoading }: GameTileProps) {
  const { platform } = useCatalogue();
  const launch = useLaunchGame();
  // The featured style is the one that has its own wide artwork.
  const image = cardStyle === 'featured' ? (game.featuredImage ?? game.image) : game.image;
  return (
    <GameCard
      title={game.title}
      imageUrl={imageFor(image, platform)}
      labels={game.labels.map((label) => ({
        id: label.id,
        title: label.title,
        imageUrl: imageFor(label.images, platform),
      }))}
      playerCount={game.playingCount}
      isFavourite={false}
      onToggleFavourite={noFavouriteYet}
      onLaunch={() => launch(game)}
      cardStyle={cardStyle}
      imageLoading={imageLoading}
    />
  );
}
