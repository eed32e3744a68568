import { isGameRoutePath } from '@lobby/domain';
import { useLocation } from '@lobby/router';
import { tokens, useBusValue } from '@lobby/ui';
import { SessionClock } from './SessionClock';

/**
 * The session clock over a game (issue #34): on the game route (the mobile route and the desktop
 * pop-up alike) the game page covers the header, so a small chip shows the clock at the top
 * edge's middle, where games keep no controls (their menus sit in the corners and halfway down
 * the sides). Clicks go through it to the game.
 */
export function GameSessionClock() {
  const { pathname } = useLocation();
  const protection = useBusValue('protection:changed') ?? null;
  if (protection === null || !protection.policy.sessionClock || !isGameRoutePath(pathname)) return null;
  return (
    <div
      data-testid="game-session-clock"
      css={(theme) => ({
        position: 'fixed',
        top: `calc(env(safe-area-inset-top, 0px) + ${tokens.space.xs})`,
        left: '50%',
        transform: 'translateX(-50%)',
        // Above the game page, below dialogs and popups.
        zIndex: theme.zIndex.overlay,
        pointerEvents: 'none',
        padding: `${tokens.space.xxs} ${tokens.space.sm}`,
        borderRadius: theme.radii.pill,
        border: `1px solid ${theme.color.border}`,
        background: theme.color.surfaceRaised,
        color: theme.color.text,
        fontSize: tokens.font.size.sm,
        lineHeight: tokens.font.lineHeight.tight,
        boxShadow: theme.shadow.raised,
      })}
    >
      <SessionClock sessionStartedAt={protection.sessionStartedAt} />
    </div>
  );
}
