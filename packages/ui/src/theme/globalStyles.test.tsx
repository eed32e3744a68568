import { renderWithProviders } from '../testing/renderWithProviders';

/** The Noto CJK family of each language (Debian's fonts-noto-cjk): the one a Linux player gets. */
const NOTO_CJK = ['Noto Sans CJK JP', 'Noto Sans CJK SC', 'Noto Sans CJK TC', 'Noto Sans CJK KR'] as const;

/** The root's font-family as a list of names, however the value was quoted. */
function rootFonts(lang: string): string[] {
  document.documentElement.lang = lang;
  const { container } = renderWithProviders(<p>text</p>);
  const root = container.querySelector<HTMLElement>('[data-lobby-root]');
  if (root === null) throw new Error('no lobby root');
  return getComputedStyle(root)
    .fontFamily.split(',')
    .map((name) => name.trim().replace(/^["']|["']$/g, ''));
}

describe('the lobby root font by <html lang>', () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it.each([
    ['en', 'Noto Sans CJK JP'],
    ['th', 'Noto Sans CJK JP'],
    ['ja', 'Noto Sans CJK JP'],
    ['ko', 'Noto Sans CJK KR'],
    ['zh', 'Noto Sans CJK SC'],
    ['zh-CN', 'Noto Sans CJK SC'],
    ['zh-TW', 'Noto Sans CJK TC'],
    ['zh-HK', 'Noto Sans CJK TC'],
  ])('%s: Latin first, every script covered, %s first of the CJK fonts', (lang, firstCjk) => {
    const fonts = rootFonts(lang);
    expect(fonts[0]).toBe('system-ui');
    expect(fonts.at(-1)).toBe('sans-serif');
    expect(fonts).toContain('Noto Sans Thai');
    const positions = NOTO_CJK.map((font) => fonts.indexOf(font));
    // CJK fonts hold Latin too: after the Latin ones, so Latin text keeps its own face.
    expect(Math.min(...positions)).toBeGreaterThan(fonts.indexOf('Noto Sans'));
    expect(Math.min(...positions)).toBe(fonts.indexOf(firstCjk));
  });
});
