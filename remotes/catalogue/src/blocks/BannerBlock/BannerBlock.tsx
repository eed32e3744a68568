import { useDisplaySettings } from '@lobby/connected';
import { bannerImageDisplay } from '@lobby/domain';
import type { Block } from '@lobby/domain';
import { BannerCard } from '../../components/BannerCard';
import { BlockHeading } from '../../components/BlockHeading';
import { useBlockArtworkLoading } from '../BlockArtworkLoading';
import { bannerList, bannerLoading } from '../bannerList';

export interface BannerBlockProps {
  readonly block: Block;
}

export function BannerBlock({ block }: BannerBlockProps) {
  const { platform } = useDisplaySettings();
  const blockLoading = useBlockArtworkLoading(block.id);
  const imageDisplay = bannerImageDisplay(block.width, platform);
  return (
    <section aria-label={block.heading}>
      <BlockHeading>{block.heading}</BlockHeading>
      <ul css={bannerList}>
        {block.banners.map((banner, index) => (
          <li key={banner.id}>
            <BannerCard
              banner={banner}
              game={banner.games[0] ?? null}
              imageLoading={bannerLoading(blockLoading, index, block.width, platform)}
              imageDisplay={imageDisplay}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
