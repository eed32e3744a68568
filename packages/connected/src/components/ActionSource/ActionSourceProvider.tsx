import { ActionSourceContext } from '@lobby/contexts';
import type { ActionSource } from '@lobby/shared';
import { useContext, useMemo, type ReactNode } from 'react';

export interface ActionSourceProviderProps {
  /** A screen starts afresh: its blocks are its own. */
  readonly screen?: string;
  /** A block inside the screen above. */
  readonly block?: string;
  readonly children: ReactNode;
}

/** Names where the commands made below come from (a screen, a block in it). */
export function ActionSourceProvider({ screen, block, children }: ActionSourceProviderProps) {
  const outer = useContext(ActionSourceContext);
  const value = useMemo<ActionSource>(
    () => ({
      screen: screen ?? outer.screen,
      block: block ?? (screen === undefined ? outer.block : null),
    }),
    [outer, screen, block],
  );
  return <ActionSourceContext.Provider value={value}>{children}</ActionSourceContext.Provider>;
}
