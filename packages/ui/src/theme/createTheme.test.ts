import { BRANDS } from '@lobby/domain';
import { THEMES } from '@lobby/shared';
import { createTheme } from './createTheme';
import { tokens } from './tokens';

describe('createTheme', () => {
  it.each(BRANDS.flatMap((brand) => THEMES.map((mode) => [brand, mode] as const)))(
    'derives every semantic colour for %s / %s',
    (brand, mode) => {
      const theme = createTheme(brand, mode);
      expect(theme.brand).toBe(brand);
      expect(theme.mode).toBe(mode);
      for (const value of Object.values(theme.color)) expect(value).toMatch(/\S/);
      expect(theme.space).toBe(tokens.space);
    },
  );

  it('gives each brand its own accent and keeps tokens the same across modes', () => {
    const accents = new Set(BRANDS.map((brand) => createTheme(brand, 'light').color.accent));
    expect(accents.size).toBe(BRANDS.length);
    const dark = createTheme('WPTG', 'dark');
    const light = createTheme('WPTG', 'light');
    expect(dark.color.surface).not.toBe(light.color.surface);
    expect(dark.radii).toEqual(light.radii);
  });
});
