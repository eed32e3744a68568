import type { LobbyBus, ThemeName } from '@lobby/shared';
import { applyThemeClass } from './applyThemeClass';

/** Before the settings arrive the lobby is dark (SPEC §1), so the first paint is too. */
const THEME_BEFORE_SETTINGS: ThemeName = 'dark';

/**
 * SPEC §1: the theme name becomes a class on the root html element. The one place that sets
 * it: it follows the settings, whoever changed them (start-up, or the shell's 'theme').
 */
export function connectThemeClass(bus: LobbyBus, root: HTMLElement): () => void {
  applyThemeClass(root, THEME_BEFORE_SETTINGS);
  const subscription = bus.on$('settings:changed').subscribe((settings) => applyThemeClass(root, settings.theme));
  return () => subscription.unsubscribe();
}
