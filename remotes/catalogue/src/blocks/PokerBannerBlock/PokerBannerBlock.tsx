import { useDisplaySettings } from '@lobby/connected';
import { bannerImageDisplay, gameOfRoutePath, pokerGameDisplayName } from '@lobby/domain';
import type { Block } from '@lobby/domain';
import { BannerCard } from '../../components/BannerCard';
import { BlockHeading } from '../../components/BlockHeading';
import { useBlockArtworkLoading } from '../BlockArtworkLoading';
import { bannerList, bannerLoading } from '../bannerList';

export interface PokerBannerBlockProps {
  readonly block: Block;
}

/**
 * Poker banners name their table game over the headline (e.g. CowBoy shows as Poker Flip) and
 * launch the poker game their link names (a game route), not the games they feature.
 */
export function PokerBannerBlock({ block }: PokerBannerBlockProps) {
  const { platform } = useDisplaySettings();
  const blockLoading = useBlockArtworkLoading(block.id);
  const imageDisplay = bannerImageDisplay(block.width, platform);
  return (
    <section aria-label={block.heading}>
      <BlockHeading>{block.heading}</BlockHeading>
      <ul css={bannerList}>
        {block.pokerBanners.map((banner, index) => (
          <li key={banner.id}>
            <BannerCard
              banner={banner}
              game={gameOfRoutePath(banner.link)}
              subtitle={pokerGameDisplayName(banner.pokerGameId) ?? undefined}
              imageLoading={bannerLoading(blockLoading, index, block.width, platform)}
              imageDisplay={imageDisplay}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
