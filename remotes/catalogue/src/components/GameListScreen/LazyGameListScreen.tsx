import { useDisplaySettings } from '@lobby/connected';
import { PageSkeleton } from '@lobby/ui';
import { Suspense, lazy } from 'react';
import type { ComponentProps } from 'react';

const GameListScreen = lazy(() =>
  import(/* webpackChunkName: "game-list-screen" */ './GameListScreen').then((module) => ({
    default: module.GameListScreen,
  })),
);

/**
 * The listing screen and its virtualised grid come with the first listing opened, not with
 * the home page (issue #12); the page's skeleton stands in meanwhile.
 */
export function LazyGameListScreen(props: ComponentProps<typeof GameListScreen>) {
  const { platform } = useDisplaySettings();
  return (
    <Suspense fallback={<PageSkeleton platform={platform} />}>
      <GameListScreen {...props} />
    </Suspense>
  );
}
