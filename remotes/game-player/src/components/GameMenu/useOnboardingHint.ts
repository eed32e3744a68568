import { ONBOARDING_ANIMATION_MS } from '@lobby/domain';
import { createLobbyStorage } from '@lobby/storage';
import { useCallback, useEffect, useState } from 'react';

/**
 * SPEC §2/§9 onboarding hint about the game menu: shown until the player opens the menu or
 * for ONBOARDING_ANIMATION_MS, then never again on this device (the onboarding-viewed flag).
 * Marked viewed when it ends, not when it starts, so a page that remounts still shows it.
 */
export function useOnboardingHint(): { readonly visible: boolean; readonly dismiss: () => void } {
  const [visible, setVisible] = useState(() => createLobbyStorage().get('onboardingViewed') !== true);
  const dismiss = useCallback(() => {
    setVisible(false);
    createLobbyStorage().set('onboardingViewed', true);
  }, []);
  useEffect(() => {
    if (!visible) return undefined;
    const timer = setTimeout(dismiss, ONBOARDING_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [visible, dismiss]);
  return { visible, dismiss };
}
