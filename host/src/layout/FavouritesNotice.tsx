import type { Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { useBus } from '@lobby/ui';
import { useEffect, useState } from 'react';

/** Long enough to read twice; a newer failure starts it again. */
export const NOTICE_DURATION_MS = 6000;

/**
 * Tells the player that a favourite they toggled did not stick: the host rolled the heart
 * back when the platform API refused ('favourites:toggleFailed'). The live region is always
 * there, so screen readers announce the message when it appears.
 */
export function FavouritesNotice() {
  const bus = useBus();
  const [shownAt, setShownAt] = useState<number | null>(null);

  useEffect(() => {
    const subscription = bus.on$('favourites:toggleFailed').subscribe(() => setShownAt(Date.now()));
    return () => subscription.unsubscribe();
  }, [bus]);

  useEffect(() => {
    if (shownAt === null) return undefined;
    const timer = setTimeout(() => setShownAt(null), NOTICE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [shownAt]);

  return (
    <div
      role="status"
      data-testid="favourites-notice"
      css={(theme: Theme) => ({
        position: 'fixed',
        insetInline: theme.space.md,
        bottom: theme.space.lg,
        zIndex: theme.zIndex.toast,
        display: 'flex',
        justifyContent: 'center',
        pointerEvents: 'none',
      })}
    >
      {shownAt !== null && (
        <p
          css={(theme: Theme) => ({
            margin: 0,
            maxWidth: '32rem',
            padding: `${theme.space.sm} ${theme.space.md}`,
            borderRadius: theme.radii.md,
            borderInlineStart: `4px solid ${theme.color.danger}`,
            background: theme.color.surfaceRaised,
            color: theme.color.text,
            boxShadow: theme.shadow.raised,
          })}
        >
          <Trans id="host.favourites.failed">Your favourites could not be updated. Please try again.</Trans>
        </p>
      )}
    </div>
  );
}
