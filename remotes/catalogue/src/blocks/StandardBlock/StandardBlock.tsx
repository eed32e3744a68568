import type { Block } from '@lobby/domain';
import { GameSlider } from '../../components/GameSlider';

export interface StandardBlockProps {
  readonly block: Block;
}

/** The everyday row of games: a slider (its heading is the block's title). */
export function StandardBlock({ block }: StandardBlockProps) {
  return <GameSlider block={block} />;
}
