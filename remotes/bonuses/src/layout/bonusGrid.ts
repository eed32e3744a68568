import type { Theme } from '@emotion/react';

/** A card is never narrower than this, in px, unless the screen is. */
const MIN_CARD_WIDTH_PX = 280;

/** How wide a card's artwork is drawn: about four cards to the page frame, or one on a phone. */
export const BONUS_CARD_IMAGE = { viewportShare: 1 / 4, minWidthPx: MIN_CARD_WIDTH_PX } as const;

/** The bonus cards' grid: as many columns of readable cards as the lobby column holds. */
export const bonusGrid = (theme: Theme) =>
  ({
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${MIN_CARD_WIDTH_PX}px), 1fr))`,
    gap: theme.space.lg,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }) as const;
