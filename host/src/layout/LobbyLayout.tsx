import type { Platform } from '@lobby/shared';
import { useBusValue } from '@lobby/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { connectZoom } from './connectZoom';
import { layoutPlatform } from './platformPrefix';

export interface LobbyLayoutProps {
  /** The platform the URL prefix fixed, or null to follow the settings. */
  readonly fixedPlatform: Platform | null;
  readonly children: (platform: Platform) => ReactNode;
}

/** CSS variable the remotes may scale by (SPEC §9 zoom); set without re-rendering React. */
export const ZOOM_VARIABLE = '--lobby-zoom';

/** The lobby root: says which layout is in force and keeps the zoom factor up to date. */
export function LobbyLayout({ fixedPlatform, children }: LobbyLayoutProps) {
  const settings = useBusValue('settings:changed');
  const frameWidth = useBusValue('shell:frameChanged')?.width ?? null;
  const platform = layoutPlatform(fixedPlatform, settings?.platform);
  const rootRef = useRef<HTMLDivElement>(null);
  const platformRef = useRef(platform);
  platformRef.current = platform;

  useEffect(
    () =>
      connectZoom(window, {
        platform: () => platformRef.current,
        frameWidth,
        apply: (factor) => rootRef.current?.style.setProperty(ZOOM_VARIABLE, String(factor)),
      }),
    [frameWidth],
  );

  return (
    <div ref={rootRef} data-testid="lobby-layout" data-platform={platform}>
      {children(platform)}
    </div>
  );
}
