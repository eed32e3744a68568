import { useDisplaySettings } from '@lobby/connected';
import { assertNever, isBlockAvailableOnPlatform } from '@lobby/domain';
import type { Block } from '@lobby/domain';
import { BlockFrame } from '../../components/BlockFrame';
import { PreviewWindowNote } from '../../components/PreviewWindowNote';
import { BannerBlock } from '../BannerBlock';
import { BlockUnavailable } from '../BlockUnavailable';
import { FavoritesBlock } from '../FavoritesBlock';
import { FeaturedBlock } from '../FeaturedBlock';
import { FirstDoubleBlock } from '../FirstDoubleBlock';
import { FreespinBlock } from '../FreespinBlock';
import { GridBlock } from '../GridBlock';
import { NavigationBlock } from '../NavigationBlock';
import { PokerBannerBlock } from '../PokerBannerBlock';
import { ProvidersBlock } from '../ProvidersBlock';
import { RecentBlock } from '../RecentBlock';
import { StandardBlock } from '../StandardBlock';

export interface BlockRendererProps {
  readonly block: Block;
}

/** One block in its width frame: the platform check first, then one component per type. */
export function BlockRenderer({ block }: BlockRendererProps) {
  const { platform } = useDisplaySettings();
  return (
    <BlockFrame type={block.type} width={block.width}>
      <PreviewWindowNote startDate={block.startDate} endDate={block.endDate} />
      {isBlockAvailableOnPlatform(block, platform) ? renderByType(block) : <BlockUnavailable block={block} />}
    </BlockFrame>
  );
}

/** A plain function, not a component: the switch is the whole of it. */
function renderByType(block: Block) {
  switch (block.type) {
    case 'banner':
      return <BannerBlock block={block} />;
    case 'poker-banner':
      return <PokerBannerBlock block={block} />;
    case 'standard':
      return <StandardBlock block={block} />;
    case 'grid':
      return <GridBlock block={block} />;
    case 'firstDouble':
      return <FirstDoubleBlock block={block} />;
    case 'favorites':
      return <FavoritesBlock block={block} />;
    case 'recent':
      return <RecentBlock block={block} />;
    case 'freespin':
      return <FreespinBlock block={block} />;
    case 'featured':
      return <FeaturedBlock block={block} />;
    case 'providers':
      return <ProvidersBlock block={block} />;
    case 'navigation':
      return <NavigationBlock block={block} />;
    default:
      return assertNever(block.type);
  }
}
