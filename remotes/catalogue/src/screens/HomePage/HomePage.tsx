import type { Theme } from '@emotion/react';
import { Plural, Trans } from '@lingui/react/macro';
import { useLobby } from '@lobby/connected';
import { HOME_PAGE_SLUG } from '@lobby/domain';
import { ContentStateView } from '../../components/ContentStateView';
import { PageBlocks } from '../../components/PageBlocks';
import { contentLoadState } from '../../lobby/contentLoadState';
import { findPage } from '../../lobby/findPage';

/** SPEC §2 Home: the casino home title, 'Choose your game', game info, then the home page's blocks. */
export function HomePage() {
  const lobby = useLobby()?.lobby;
  const page = lobby === undefined ? undefined : findPage(lobby, HOME_PAGE_SLUG);
  const gameCount = lobby?.gameCount ?? 0;
  return (
    <>
      <header css={(theme: Theme) => ({ marginBottom: theme.space.lg })}>
        <h1 css={{ margin: 0 }}>
          <Trans id="catalogue.home.title">Casino</Trans>
        </h1>
        <p css={(theme: Theme) => ({ margin: `${theme.space.xs} 0`, color: theme.color.textMuted })}>
          <Trans id="catalogue.home.subtitle">Choose your game</Trans>
        </p>
        {/* Reserved even while loading, so the line does not push the blocks down later. */}
        <p
          data-testid="catalogue-game-info"
          css={(theme: Theme) => ({ margin: 0, minHeight: '1.5em', color: theme.color.textMuted })}
        >
          {lobby !== undefined && <Plural id="catalogue.home.gameCount" value={gameCount} one="# game to play" other="# games to play" />}
        </p>
      </header>
      <ContentStateView
        state={contentLoadState(lobby !== undefined, page !== undefined)}
        renderLoaded={() => page !== undefined && <PageBlocks blocks={page.blocks} />}
      />
    </>
  );
}
