import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';

const bubble = (theme: Theme) => css`
  max-width: 220px;
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.color.accent};
  color: ${theme.color.textOnAccent};
  font-size: ${theme.font.size.sm};
  box-shadow: ${theme.shadow.raised};
`;

/** The onboarding hint's bubble beside the menu button (useOnboardingHint decides when). */
export function OnboardingHint() {
  return (
    <p role="status" css={bubble}>
      <Trans id="game.menu.onboarding">Open the menu to leave the game, add it to your favourites or read about it.</Trans>
    </p>
  );
}
