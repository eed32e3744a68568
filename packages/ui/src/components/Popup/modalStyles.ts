import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';

/**
 * The screen behind a modal dialog: fixed over the page, the dialog centred on a scrim. `layer`
 * 'popup' for the lobby's popups; 'toast' for a dialog that must cover those too (the reality
 * check, issue #34).
 */
export const modalBackdrop = (theme: Theme, layer: 'popup' | 'toast' = 'popup') => css`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex[layer]};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.space.lg};
  background: ${theme.color.scrim};
`;

/** A modal dialog's panel: raised, rounded, scrolling inside when the window is short. */
export const modalPanel = (theme: Theme) => css`
  position: relative;
  width: min(420px, 100%);
  max-height: 100%;
  overflow: auto;
  padding: ${theme.space.xl};
  border-radius: ${theme.radii.xl};
  background: ${theme.color.surfaceRaised};
  color: ${theme.color.text};
  box-shadow: ${theme.shadow.raised};
  &:focus {
    outline: none;
  }
`;
