import { isEditorPreview } from '@lobby/domain';
import type { Platform } from '@lobby/shared';
import { useBusValue } from '@lobby/ui';
import { useMemo } from 'react';

export interface DisplaySettings {
  /** The layout in force (the host's 'layout:changed'): desktop until the host says. */
  readonly platform: Platform;
  /** Undefined until the host has published settings: formatting then uses the browser's. */
  readonly locale: string | undefined;
  /** The settings' currency as given; undefined until published. Amounts use useDisplayCurrency. */
  readonly currency: string | null | undefined;
  /** SPEC §3 forceShowGameInfo: tiles show each game's info line. */
  readonly forceShowGameInfo: boolean;
  /** An editor's preview (isEditorPreview): content a player would not see now is marked. */
  readonly editorPreview: boolean;
}

/**
 * The layout and language the lobby shows in: the layout the host decided (URL prefix, else
 * the width), the locale and currency from the settings it publishes.
 */
export function useDisplaySettings(): DisplaySettings {
  const platform = useBusValue('layout:changed')?.platform ?? 'desktop';
  const settings = useBusValue('settings:changed');
  const locale = settings?.locale;
  const currency = settings?.currency;
  const forceShowGameInfo = settings?.forceShowGameInfo ?? false;
  const editorPreview = settings !== undefined && isEditorPreview(settings);
  return useMemo(
    () => ({ platform, locale, currency, forceShowGameInfo, editorPreview }),
    [platform, locale, currency, forceShowGameInfo, editorPreview],
  );
}
