import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';

export const lead = (theme: Theme) => css`
  margin: 0 0 ${theme.space.lg};
  color: ${theme.color.textMuted};
  line-height: ${theme.font.lineHeight.normal};
`;

/** Label and value side by side; a long value (a bet range in a wide currency) wraps under its own column. */
export const factList = (theme: Theme) => css`
  display: grid;
  grid-template-columns: minmax(6rem, max-content) 1fr;
  gap: ${theme.space.sm} ${theme.space.lg};
  margin: 0;
  font-size: ${theme.font.size.md};
  line-height: ${theme.font.lineHeight.normal};
  & dt {
    color: ${theme.color.textMuted};
  }
  & dd {
    margin: 0;
    font-weight: ${theme.font.weight.medium};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

export const skeletonRow = (theme: Theme) => css`
  display: grid;
  grid-template-columns: 6rem 1fr;
  gap: ${theme.space.lg};
  margin-top: ${theme.space.sm};
`;

export const failure = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.md};
  margin-top: ${theme.space.lg};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.color.surfaceSunken};
  & p {
    flex: 1 1 12rem;
    margin: 0;
  }
`;

export const rulesSection = (theme: Theme) => css`
  margin-top: ${theme.space.lg};
  padding-top: ${theme.space.md};
  border-top: 1px solid ${theme.color.border};
  & h3 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.font.size.md};
    font-weight: ${theme.font.weight.bold};
  }
  & p {
    margin: 0;
    color: ${theme.color.textMuted};
    font-size: ${theme.font.size.sm};
    line-height: ${theme.font.lineHeight.normal};
    white-space: pre-line;
  }
`;
