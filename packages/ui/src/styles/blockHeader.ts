import { css, type Theme } from '@emotion/react';

/**
 * A block's title row: its heading, then what goes beside it (a 'Show all' link, a slider's
 * arrows). Always the arrows' height, whether or not they show, so a row never changes height
 * when its block fills in (a player's list arriving turns a placeholder row into a slider's).
 */
export const blockHeaderRow = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.sm};
  min-height: ${theme.compactControl};
  ${theme.media.coarsePointer} {
    min-height: ${theme.touchTarget};
  }
`;

/**
 * A block's heading in its title row: it takes the room left, and a long one (a translation
 * runs longer than English) wraps rather than losing its end. A narrow block keeps its controls
 * beside the heading, never on top of it. A heading that wraps only once a slider's arrows take
 * their room still grows the row as the block fills in: rare, and better than a cut heading.
 */
export const blockTitle = (theme: Theme) => css`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
  color: ${theme.color.text};
  overflow-wrap: break-word;
`;
