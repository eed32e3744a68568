import { DEFAULT_SETTINGS } from '@lobby/domain';
import type { Platform } from '@lobby/shared';
import { useBusValue } from '@lobby/ui';
import { useMemo } from 'react';

export interface DisplaySettings {
  readonly platform: Platform;
  /** Undefined until the host has published settings: formatting then uses the browser's. */
  readonly locale: string | undefined;
}

/**
 * The layout and language the lobby shows in, from the settings the host publishes (with
 * a URL platform prefix already applied); desktop until they arrive.
 */
export function useDisplaySettings(): DisplaySettings {
  const settings = useBusValue('settings:changed');
  const platform = settings?.platform ?? DEFAULT_SETTINGS.platform;
  const locale = settings?.locale;
  return useMemo(() => ({ platform, locale }), [platform, locale]);
}
