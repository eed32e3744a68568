import type { Theme } from '@emotion/react';
import { css } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
}

const base = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs};
  border: 1px solid transparent;
  border-radius: ${theme.radii.pill};
  font: inherit;
  font-weight: ${theme.font.weight.medium};
  line-height: ${theme.font.lineHeight.tight};
  cursor: pointer;
  transition:
    background-color ${theme.motion.fast} ${theme.motion.easing},
    border-color ${theme.motion.fast} ${theme.motion.easing};
  /* Its own ring, so the button stays visible-focus even outside the lobby root. */
  &:focus-visible {
    outline: ${theme.focusRing.width} solid ${theme.color.focus};
    outline-offset: ${theme.focusRing.offset};
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const sizes = {
  sm: (theme: Theme) => css`
    min-height: ${theme.compactControl};
    padding: ${theme.space.xs} ${theme.space.md};
    font-size: ${theme.font.size.sm};
    /* Compact for a mouse; a finger still needs the full target. */
    ${theme.media.coarsePointer} {
      min-height: ${theme.touchTarget};
      min-width: ${theme.touchTarget};
    }
  `,
  md: (theme: Theme) => css`
    min-height: ${theme.touchTarget};
    padding: ${theme.space.sm} ${theme.space.lg};
    font-size: ${theme.font.size.md};
  `,
} as const;

const variants = {
  primary: (theme: Theme) => css`
    background: ${theme.color.accent};
    color: ${theme.color.textOnAccent};
    &:hover:not(:disabled) {
      background: ${theme.color.accentHover};
    }
  `,
  secondary: (theme: Theme) => css`
    background: ${theme.color.surfaceRaised};
    color: ${theme.color.text};
    border-color: ${theme.color.border};
    &:hover:not(:disabled) {
      border-color: ${theme.color.accent};
    }
  `,
  ghost: (theme: Theme) => css`
    background: transparent;
    color: ${theme.color.text};
    &:hover:not(:disabled) {
      background: ${theme.color.surfaceRaised};
    }
  `,
} as const;

/** A real <button>; type defaults to "button" so it never submits a surrounding form. */
export function Button({ variant = 'primary', size = 'md', type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      data-variant={variant}
      css={(theme: Theme) => [base(theme), sizes[size](theme), variants[variant](theme)]}
      {...rest}
    />
  );
}
