import { layoutPlatform } from '@lobby/domain';
import type { Platform } from '@lobby/shared';
import { useBus, useBusValue } from '@lobby/ui';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { connectZoom } from './connectZoom';

export interface LobbyLayoutProps {
  /** The platform the URL prefix fixed, or null to choose by width. */
  readonly fixedPlatform: Platform | null;
  readonly children: (platform: Platform) => ReactNode;
}

/** CSS variable the remotes may scale by (SPEC §9 zoom); set without re-rendering React. */
export const ZOOM_VARIABLE = '--lobby-zoom';

/**
 * The lobby root: decides which layout is in force (the URL prefix, else the width the lobby
 * shows in), tells the bus, and keeps the zoom factor up to date.
 */
export function LobbyLayout({ fixedPlatform, children }: LobbyLayoutProps) {
  const bus = useBus();
  const frameWidth = useBusValue('shell:frameChanged')?.width ?? null;
  // A fixed platform needs no width to choose it (and the server, drawing a first view, has none).
  const [width, setWidth] = useState(() => frameWidth ?? (fixedPlatform === null ? window.innerWidth : 0));
  const platform = layoutPlatform(fixedPlatform, width);
  const rootRef = useRef<HTMLDivElement>(null);
  const platformRef = useRef(platform);
  platformRef.current = platform;

  // Before paint, so remotes never draw one frame in the wrong layout.
  useLayoutEffect(() => {
    bus.emit('layout:changed', { platform });
  }, [bus, platform]);

  useEffect(
    () =>
      connectZoom(window, {
        platform: () => platformRef.current,
        frameWidth,
        measured: setWidth,
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
