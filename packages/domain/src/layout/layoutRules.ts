import type { Platform } from '@lobby/shared';
import { BASE_WIDTH, NAVIGATION_HEIGHT } from '../constants/layout';

/** SPEC §9: 140 px desktop, 105 px mobile, 0 when the navigation is hidden. */
export function navigationHeight(platform: Platform, shown: boolean): number {
  return shown ? NAVIGATION_HEIGHT[platform] : NAVIGATION_HEIGHT.hidden;
}

/** SPEC §9: the zoom is the window width relative to the platform's base width. */
export function zoomFactor(windowWidth: number, platform: Platform): number {
  return Number.isFinite(windowWidth) && windowWidth > 0 ? windowWidth / BASE_WIDTH[platform] : 1;
}
