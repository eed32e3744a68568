import { GameTile, useDisplaySettings } from '@lobby/connected';
import type { Block } from '@lobby/domain';
import { Grid } from '@lobby/ui';
import { BlockHeading } from '../../components/BlockHeading';

export interface GridBlockProps {
  readonly block: Block;
}

export function GridBlock({ block }: GridBlockProps) {
  const { platform } = useDisplaySettings();
  return (
    <section aria-label={block.heading}>
      <BlockHeading>{block.heading}</BlockHeading>
      <Grid
        items={block.games}
        getKey={(game) => game.key}
        // Seven tiles across a phone would be unreadable; mobile keeps the smallest count.
        tilesPerRow={platform === 'mobile' ? 3 : block.tilesPerRow}
        renderItem={(game) => <GameTile game={game} cardStyle={block.cardStyle} />}
      />
    </section>
  );
}
