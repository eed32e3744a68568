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

  it('draws every label tone with text that passes WCAG AA (4.5:1)', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((at) => {
        const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const tones = createTheme('WPTG', 'dark').labelTones;
    expect(tones.length).toBeGreaterThan(4);
    for (const tone of tones) {
      const [light, dark] = [luminance(tone.text), luminance(tone.background)].sort((a, b) => b - a) as [number, number];
      expect((light + 0.05) / (dark + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives each brand its own accent and keeps tokens the same across modes', () => {
    const accents = new Set(BRANDS.map((brand) => createTheme(brand, 'light').color.accent));
    expect(accents.size).toBe(BRANDS.length);
    const dark = createTheme('WPTG', 'dark');
    const light = createTheme('WPTG', 'light');
    expect(dark.color.surface).not.toBe(light.color.surface);
    expect(dark.radii).toEqual(light.radii);
  });
});
