import { browserWhenIdle, useBusValue } from '@lobby/ui';
import { useEffect, useState, type ReactNode } from 'react';

export interface AfterFirstViewProps {
  /** Drawn until then, in the children's shape, so their arrival moves nothing. */
  readonly placeholder: ReactNode;
  readonly children: ReactNode;
  /** Runs `task` when the browser is idle; returns the cancel (tests pass their own). */
  readonly whenIdle?: (task: () => void) => () => void;
}

/**
 * Its children once the lobby has loaded and the browser is idle (issue #12): what the first
 * view does not need (the header's search remote, the first currency format's ICU set-up)
 * then costs the page's first paint nothing, neither download nor start. Once shown they stay.
 */
export function AfterFirstView({ placeholder, children, whenIdle = browserWhenIdle }: AfterFirstViewProps) {
  const loaded = useBusValue('lobby:loadStateChanged') === 'loaded';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown || !loaded) return undefined;
    return whenIdle(() => setShown(true));
  }, [shown, loaded, whenIdle]);
  return <>{shown ? children : placeholder}</>;
}
