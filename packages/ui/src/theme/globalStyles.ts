import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';

/** The attribute LobbyThemeProvider and portalled layers put on their root element. */
export const LOBBY_ROOT_ATTRIBUTE = 'data-lobby-root';

/**
 * Base styles scoped to the lobby's roots: the lobby is embedded in other people's pages,
 * so it must not restyle the page around it.
 */
export function globalStyles(theme: Theme) {
  const root = `[${LOBBY_ROOT_ATTRIBUTE}]`;
  // On the roots only, which inherit <html lang>: a component's own family (monospace) stays.
  const familiesByLanguage = theme.font.familyByLanguage.map(
    ({ languages, family }) => css`
      ${languages.map((language) => `${root}:lang(${language})`).join(', ')} {
        font-family: ${family};
      }
    `,
  );
  return css`
    ${root} {
      font-family: ${theme.font.family};
      font-size: ${theme.font.size.md};
      line-height: ${theme.font.lineHeight.normal};
      color: ${theme.color.text};
      /* The lobby paints its own surface: theme text on the embedding page's colour may be unreadable. */
      background: ${theme.color.surface};
      min-height: 100vh;
      -webkit-tap-highlight-color: transparent;
    }
    ${familiesByLanguage}
    ${root} *,
    ${root} *::before,
    ${root} *::after {
      box-sizing: border-box;
    }
    /* Keyboard users must always see where they are; mouse clicks do not show a ring. */
    /* *:focus-visible, not a bare :focus-visible: stylis would glue it onto the root. */
    ${root} *:focus-visible,
    ${root}:focus-visible {
      outline: ${theme.focusRing.width} solid ${theme.color.focus};
      outline-offset: ${theme.focusRing.offset};
    }
    ${theme.media.reducedMotion} {
      ${root} *,
      ${root} *::before,
      ${root} *::after {
        animation-duration: 0.01ms !important;
        animation-iteration-count: 1 !important;
        transition-duration: 0.01ms !important;
        scroll-behavior: auto !important;
      }
    }
  `;
}
