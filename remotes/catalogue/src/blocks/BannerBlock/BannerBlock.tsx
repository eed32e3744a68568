import type { Block } from '@lobby/domain';
import { BannerCard } from '../../components/BannerCard';
import { BlockHeading } from '../../components/BlockHeading';
import { bannerList } from '../bannerList';

export interface BannerBlockProps {
  readonly block: Block;
}

export function BannerBlock({ block }: BannerBlockProps) {
  return (
    <section aria-label={block.heading}>
      <BlockHeading>{block.heading}</BlockHeading>
      <ul css={bannerList}>
        {block.banners.map((banner) => (
          <li key={banner.id}>
            <BannerCard banner={banner} game={banner.games[0] ?? null} />
          </li>
        ))}
      </ul>
    </section>
  );
}
