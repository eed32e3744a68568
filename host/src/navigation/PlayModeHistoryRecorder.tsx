import { useBusValue } from '@lobby/ui';
import { useEffect } from 'react';
import { useLocation } from '@lobby/router';
import type { NavigationHistory } from './navigationHistory';

export interface PlayModeHistoryRecorderProps {
  readonly history: NavigationHistory;
}

/** In play mode (isWPTPlay) records each lobby screen, so "back to lobby" returns to it. */
export function PlayModeHistoryRecorder({ history }: PlayModeHistoryRecorderProps) {
  const playMode = useBusValue('settings:changed')?.isWPTPlay ?? false;
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (playMode) history.record(pathname + search);
  }, [history, playMode, pathname, search]);
  return null;
}
