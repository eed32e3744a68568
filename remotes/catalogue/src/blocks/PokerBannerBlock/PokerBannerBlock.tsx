import { gameOfRoutePath, pokerGameDisplayName } from '@lobby/domain';
import type { Block } from '@lobby/domain';
import { BannerCard } from '../../components/BannerCard';
import { BlockHeading } from '../../components/BlockHeading';
import { bannerList } from '../bannerList';

export interface PokerBannerBlockProps {
  readonly block: Block;
}

/**
 * Poker banners name their table game over the headline (e.g. CowBoy shows as Poker Flip) and
 * launch the poker game their link names (a game route), not the games they feature.
 */
export function PokerBannerBlock({ block }: PokerBannerBlockProps) {
  return (
    <section aria-label={block.heading}>
      <BlockHeading>{block.heading}</BlockHeading>
      <ul css={bannerList}>
        {block.pokerBanners.map((banner) => (
          <li key={banner.id}>
            <BannerCard
              banner={banner}
              game={gameOfRoutePath(banner.link)}
              subtitle={pokerGameDisplayName(banner.pokerGameId) ?? undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
