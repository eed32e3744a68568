import { Trans } from '@lingui/react/macro';
import { useBus, useBusValue } from '@lobby/ui';
import type { MouseEvent } from 'react';
import type { ProtectionLinkItem } from './useProtectionLinks';

export interface ProtectionLinkProps {
  readonly link: ProtectionLinkItem;
  readonly className?: string;
}

/**
 * "Limits" or "Help" (issue #34): a real link to the operator's page in a new tab. A lobby
 * inside a host application asks the shell to open it instead ('openExternalLink'): a web view
 * or a sandboxed frame may not open tabs. A window another window opened (the desktop game
 * pop-up, whose transport is its opener) opens the tab itself, as a standalone lobby does.
 */
export function ProtectionLink({ link, className }: ProtectionLinkProps) {
  const bus = useBus();
  const transport = useBusValue('shell:modeDetected')?.transport ?? null;
  const viaShell = transport !== null && transport !== 'opener';
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!viaShell) return;
    event.preventDefault();
    bus.emit('shell:sendRequested', { type: 'openExternalLink', payload: { url: link.url } });
  };
  return (
    <a href={link.url} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick}>
      {link.kind === 'limits' ? (
        <Trans id="protection.link.limits">Limits</Trans>
      ) : (
        <Trans id="protection.link.help">Help</Trans>
      )}
    </a>
  );
}
