import type { Theme } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@lobby/router';
import { CommonText } from '@lobby/ui';

export interface MoreLinkProps {
  readonly to: string;
  /** The block's heading, so "More" is not ambiguous among several blocks. */
  readonly heading: string;
}

/**
 * A block's 'more' link beside its heading (SPEC §2), worded as the 'show all' tile that
 * leads to the same listing.
 */
export function MoreLink({ to, heading }: MoreLinkProps) {
  const { t } = useLingui();
  return (
    <Link
      to={to}
      aria-label={t({ id: 'catalogue.block.showAllOf', message: `Show all: ${heading}` })}
      data-testid="more-link"
      css={(theme: Theme) => ({
        color: theme.color.accent,
        fontSize: theme.font.size.sm,
        fontWeight: theme.font.weight.medium,
        textDecoration: 'none',
        whiteSpace: 'nowrap',
        '&:hover': { color: theme.color.accentHover },
      })}
    >
      <CommonText name="showAll" />
    </Link>
  );
}
