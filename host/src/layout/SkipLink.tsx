import { Trans } from '@lingui/react/macro';
import { tokens } from '@lobby/ui';

export interface SkipLinkProps {
  /** The id of the element the link moves focus to. */
  readonly target: string;
}

/**
 * The first tab stop: past the header and the navigation straight to the games. Out of
 * sight until focused, so it costs a mouse user nothing.
 */
export function SkipLink({ target }: SkipLinkProps) {
  return (
    <a
      href={`#${target}`}
      data-testid="skip-link"
      onClick={(event) => {
        // The router owns the address; move focus without adding a #fragment to it.
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
      css={(theme) => ({
        position: 'absolute',
        top: tokens.space.sm,
        left: tokens.space.sm,
        zIndex: tokens.zIndex.toast,
        padding: `${tokens.space.sm} ${tokens.space.lg}`,
        borderRadius: tokens.radii.pill,
        backgroundColor: theme.color.accent,
        color: theme.color.textOnAccent,
        fontWeight: tokens.font.weight.bold,
        textDecoration: 'none',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      })}
    >
      <Trans id="host.skipLink">Skip to games</Trans>
    </a>
  );
}
