import { ROOT_PATH, isGameRoutePath, returnsFromNewTabGame } from '@lobby/domain';
import { useBus } from '@lobby/ui';
import { useEffect } from 'react';
import { useLocation } from '@lobby/router';

/** SPEC §4: back on an iOS lobby from a game played in a new tab, the lobby takes over again. */
export function useNewTabGameReturn(): void {
  const bus = useBus();
  const onGameRoute = isGameRoutePath(useLocation().pathname);
  useEffect(() => {
    const onVisibility = () => {
      const back = returnsFromNewTabGame({
        visible: document.visibilityState === 'visible',
        platformType: bus.current('settings:changed')?.platformType,
        gameActive: (bus.current('game:activeChanged') ?? null) !== null,
        onGameRoute,
      });
      if (!back) return;
      // The host refreshes the recent games when the active game ends.
      bus.emit('game:activeChanged', null);
      bus.emit('navigation:requested', { path: ROOT_PATH });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [bus, onGameRoute]);
}
