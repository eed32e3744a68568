import { THEMES, type ThemeName } from '@lobby/shared';

/** SPEC §1: the theme name becomes a class on the root html element; only one at a time. */
export function applyThemeClass(root: HTMLElement, theme: ThemeName): void {
  for (const name of THEMES) root.classList.toggle(`theme-${name}`, name === theme);
}
