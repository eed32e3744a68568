import { browserWhenIdle, useBusValue } from '@lobby/ui';
import { useContext, useEffect, useState, type ReactNode } from 'react';
import { FirstViewGoneContext } from '../firstView/FirstViewGoneContext';

export interface AfterFirstViewProps {
  /** Drawn until then, in the children's shape, so their arrival moves nothing. */
  readonly placeholder: ReactNode;
  readonly children: ReactNode;
  /** Runs `task` when the browser is idle; returns the cancel (tests pass their own). */
  readonly whenIdle?: (task: () => void) => () => void;
}

/**
 * Its children once the lobby has loaded, the server's first view (if the page had one) has
 * gone, and the browser is idle (issue #12): what the first view does not need (the header's
 * search remote, the first currency format's ICU set-up) then costs the page's first paint
 * nothing, neither download nor start, and the live lobby takes over with exactly the view's
 * texts. Once shown they stay.
 */
export function AfterFirstView({ placeholder, children, whenIdle = browserWhenIdle }: AfterFirstViewProps) {
  const loaded = useBusValue('lobby:loadStateChanged') === 'loaded';
  const firstViewGone = useContext(FirstViewGoneContext);
  const [viewGone, setViewGone] = useState(firstViewGone === null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (viewGone || firstViewGone === null) return undefined;
    let current = true;
    void firstViewGone.then(() => current && setViewGone(true));
    return () => {
      current = false;
    };
  }, [viewGone, firstViewGone]);
  useEffect(() => {
    if (shown || !loaded || !viewGone) return undefined;
    return whenIdle(() => setShown(true));
  }, [shown, loaded, viewGone, whenIdle]);
  return <>{shown ? children : placeholder}</>;
}
