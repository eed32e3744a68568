import { Trans } from '@lingui/react/macro';
import { ONBOARDING_ANIMATION_MS } from '@lobby/domain';
import type { LobbyStorage } from '@lobby/storage';
import { tokens } from '@lobby/ui';
import { useEffect, useState } from 'react';

export interface OnboardingHintProps {
  readonly storage: Pick<LobbyStorage, 'get' | 'set'>;
}

/**
 * The onboarding hint, shown once for 15 s (SPEC §9). Marked viewed when it appears, so a
 * player who reloads within the 15 s is not shown it again. It floats over the bottom of
 * the page: coming and going, it never moves what the player is looking at.
 */
export function OnboardingHint({ storage }: OnboardingHintProps) {
  const [visible, setVisible] = useState(() => storage.get('onboardingViewed') !== true);
  useEffect(() => {
    if (!visible) return undefined;
    storage.set('onboardingViewed', true);
    const timer = setTimeout(() => setVisible(false), ONBOARDING_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [visible, storage]);

  if (!visible) return null;
  return (
    <p
      role="status"
      data-testid="onboarding-hint"
      css={(theme) => ({
        position: 'fixed',
        insetInline: tokens.space.lg,
        bottom: `calc(${tokens.space.lg} + env(safe-area-inset-bottom, 0px))`,
        zIndex: tokens.zIndex.toast,
        maxWidth: 480,
        marginBlock: 0,
        marginInline: 'auto',
        padding: `${tokens.space.md} ${tokens.space.lg}`,
        borderRadius: tokens.radii.lg,
        border: `1px solid ${theme.color.border}`,
        backgroundColor: theme.color.surfaceRaised,
        color: theme.color.text,
        fontSize: tokens.font.size.sm,
        boxShadow: theme.shadow.raised,
        // Keeps the click-through page usable: the tip is read, not pressed.
        pointerEvents: 'none',
      })}
    >
      <Trans>Tip: open the game menu while playing to add a game to your favourites or leave it.</Trans>
    </p>
  );
}
