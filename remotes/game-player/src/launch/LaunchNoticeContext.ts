import { createContext } from 'react';
import type { LaunchNotice } from './connectLaunches';

/**
 * Shows the page's own notice where no host application answers a launch's message: the launch
 * flow's and the game route's refusals show the same one (App holds it).
 */
export const LaunchNoticeContext = createContext<(notice: LaunchNotice) => void>(() => undefined);
LaunchNoticeContext.displayName = 'GamePlayerLaunchNoticeContext';
