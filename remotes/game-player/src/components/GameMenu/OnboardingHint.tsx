import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { ONBOARDING_ANIMATION_MS } from '@lobby/domain';
import { createLobbyStorage } from '@lobby/storage';
import { useEffect, useState } from 'react';

const bubble = (theme: Theme) => css`
  max-width: 240px;
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.color.accent};
  color: ${theme.color.textOnAccent};
  font-size: ${theme.font.size.sm};
  box-shadow: ${theme.shadow.raised};
`;

/**
 * SPEC §2/§9 onboarding hint about the game menu: once per device (the onboarding-viewed
 * storage flag), for ONBOARDING_ANIMATION_MS or until the menu opens.
 */
export function OnboardingHint() {
  const [visible, setVisible] = useState(() => createLobbyStorage().get('onboardingViewed') !== true);

  useEffect(() => {
    if (!visible) return undefined;
    createLobbyStorage().set('onboardingViewed', true);
    const timer = setTimeout(() => setVisible(false), ONBOARDING_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [visible]);

  if (!visible) return null;
  return (
    <p role="status" css={bubble}>
      <Trans>Open the menu to leave the game, add it to your favourites or read about it.</Trans>
    </p>
  );
}
