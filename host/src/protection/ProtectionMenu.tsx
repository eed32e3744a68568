import { useLingui } from '@lingui/react/macro';
import { Button, tokens } from '@lobby/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ProtectionLink } from './ProtectionLink';
import { protectionLinkStyle } from './protectionStyles';
import type { ProtectionLinkItem } from './useProtectionLinks';

export interface ProtectionMenuProps {
  readonly links: readonly ProtectionLinkItem[];
}

/**
 * The header's limits and help links at phone width, where there is no room for them side by
 * side: a small button that shows them below it. Escape, a click elsewhere or following a link
 * closes it.
 */
export function ProtectionMenu({ links }: ProtectionMenuProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div ref={root} css={{ position: 'relative' }} onKeyDown={onKeyDown}>
      <Button
        ref={toggle}
        variant="ghost"
        size="sm"
        aria-label={t({ id: 'protection.menu.label', message: `Limits and help` })}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <ShieldIcon />
      </Button>
      <ul
        id={listId}
        hidden={!open}
        onClick={() => setOpen(false)}
        css={(theme) => ({
          position: 'absolute',
          top: '100%',
          right: 0,
          zIndex: theme.zIndex.overlay,
          minWidth: '10rem',
          margin: `${tokens.space.xs} 0 0`,
          padding: tokens.space.sm,
          listStyle: 'none',
          borderRadius: theme.radii.lg,
          border: `1px solid ${theme.color.border}`,
          background: theme.color.surfaceRaised,
          boxShadow: theme.shadow.raised,
          '&[hidden]': { display: 'none' },
        })}
      >
        {links.map((link) => (
          <li key={link.kind}>
            <ProtectionLink
              link={link}
              css={(theme) => ({ ...protectionLinkStyle(theme), display: 'flex', paddingInline: tokens.space.sm })}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A shield drawn in the text's colour: protection, not settings. */
function ShieldIcon() {
  return (
    <svg aria-hidden="true" width="1.25em" height="1.25em" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M8 1.5 2.75 3.5v4c0 3.2 2.2 5.9 5.25 7 3.05-1.1 5.25-3.8 5.25-7v-4L8 1.5Z" strokeLinejoin="round" />
      <path d="m5.75 8 1.6 1.6 3-3.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
