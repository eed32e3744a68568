import { Trans } from '@lingui/react/macro';
import type { Block } from '@lobby/domain';
import { PlayerGamesBlock } from '../../components/PlayerGamesBlock';

export interface RecentBlockProps {
  readonly block: Block;
}

/** The player's recently played games, newest first ('recent:changed'). */
export function RecentBlock({ block }: RecentBlockProps) {
  return <PlayerGamesBlock block={block} list="recent" empty={<Trans>You have not played any games yet.</Trans>} />;
}
