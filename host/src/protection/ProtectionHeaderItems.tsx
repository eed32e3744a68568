import { SessionClock } from '@lobby/connected';
import type { Platform } from '@lobby/shared';
import { tokens, useBusValue } from '@lobby/ui';
import { ProtectionLink } from './ProtectionLink';
import { ProtectionMenu } from './ProtectionMenu';
import { protectionLinkStyle } from './protectionStyles';
import { useProtectionLinks } from './useProtectionLinks';

export interface ProtectionHeaderItemsProps {
  readonly platform: Platform;
}

/**
 * The signed-in player's protection in the lobby header (issue #34): the session clock when the
 * policy shows it, and the operator's limits and help pages, side by side on a desktop layout and
 * behind a small menu on a phone's. Nothing for a guest or before the protection is known.
 */
export function ProtectionHeaderItems({ platform }: ProtectionHeaderItemsProps) {
  const protection = useBusValue('protection:changed') ?? null;
  const links = useProtectionLinks();
  if (protection === null) return null;
  const clock = protection.policy.sessionClock ? <SessionClock sessionStartedAt={protection.sessionStartedAt} /> : null;
  return (
    <div
      data-player-protection=""
      css={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: tokens.space.md,
        color: theme.color.textMuted,
        fontSize: tokens.font.size.sm,
        [tokens.media.narrowPhone]: { gap: tokens.space.xs },
      })}
    >
      {clock}
      {links.length > 0 &&
        (platform === 'mobile' ? (
          <ProtectionMenu links={links} />
        ) : (
          links.map((link) => <ProtectionLink key={link.kind} link={link} css={protectionLinkStyle} />)
        ))}
    </div>
  );
}
