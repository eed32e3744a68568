import { css, type Theme } from '@emotion/react';
import { Plural, Trans } from '@lingui/react/macro';
import type { RealityCheck } from '@lobby/domain';
import type { RawPlayerProtection } from '@lobby/shared';
import { Button, keepFocusInside, LOBBY_ROOT_ATTRIBUTE, modalBackdrop, modalPanel, tokens } from '@lobby/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { RealityCheckChoice } from './createRealityChecks';
import { ProtectionLink } from './ProtectionLink';
import { protectionLinkStyle } from './protectionStyles';
import { RealityCheckHistory } from './RealityCheckHistory';
import { useProtectionLinks } from './useProtectionLinks';

export interface RealityCheckDialogProps {
  readonly check: RealityCheck;
  readonly protection: RawPlayerProtection;
  /** A game is open in this window: leaving it is one of the choices. */
  readonly gameActive: boolean;
  readonly onAnswer: (choice: RealityCheckChoice) => void;
}

const choices = css`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  margin-top: ${tokens.space.xl};
`;

/**
 * The reality check (issue #34): a modal dialog over everything, the game included, saying how
 * long the player has played, with the choices to go on, to leave the game (when one is open)
 * or to see this session's games and limits first; the operator's limits and help pages are
 * linked. While it shows, the rest of the page is inert: no click or key reaches the game's
 * frame. Escape is "Continue playing" (the dialog's one way to close), or back to the choices
 * from the history.
 */
export function RealityCheckDialog({ check, protection, gameActive, onAnswer }: RealityCheckDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const [view, setView] = useState<'choices' | 'history'>('choices');
  const root = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const links = useProtectionLinks();
  const { minutes } = check;

  // Everything else on the page is inert while the check shows (what <dialog>'s showModal does).
  useEffect(() => {
    const own = root.current;
    const made: Element[] = [];
    for (const element of Array.from(document.body.children)) {
      if (element === own || element.hasAttribute('inert')) continue;
      element.setAttribute('inert', '');
      made.push(element);
    }
    const opener = document.activeElement;
    return () => {
      made.forEach((element) => element.removeAttribute('inert'));
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  // The choices: the first takes the focus. The history: the dialog does, so it reads from the top.
  useEffect(() => {
    if (view === 'choices') first.current?.focus();
    else dialog.current?.focus();
  }, [view]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      if (view === 'history') setView('choices');
      else onAnswer('resumed');
      return;
    }
    keepFocusInside(event, dialog.current);
  };

  const rootProps = { [LOBBY_ROOT_ATTRIBUTE]: '' };
  return createPortal(
    <div ref={root} {...rootProps} css={(theme: Theme) => modalBackdrop(theme, 'toast')} onKeyDown={onKeyDown} data-testid="reality-check">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        tabIndex={-1}
        css={modalPanel}
      >
        <h2 id={titleId} css={(theme) => ({ margin: 0, fontSize: theme.font.size.lg, fontWeight: theme.font.weight.bold })}>
          <Trans id="protection.realityCheck.title">Reality check</Trans>
        </h2>
        <p id={messageId} css={{ margin: `${tokens.space.md} 0 0` }}>
          <Plural
            id="protection.realityCheck.message"
            value={minutes}
            one="You have been playing for # minute"
            other="You have been playing for # minutes"
          />
        </p>
        {view === 'choices' ? (
          <div css={choices}>
            <Button ref={first} onClick={() => onAnswer('resumed')}>
              <Trans id="protection.realityCheck.continue">Continue playing</Trans>
            </Button>
            {gameActive && (
              <Button variant="secondary" onClick={() => onAnswer('left')}>
                <Trans id="protection.realityCheck.leave">Leave game</Trans>
              </Button>
            )}
            <Button variant="ghost" onClick={() => setView('history')}>
              <Trans id="protection.realityCheck.viewHistory">View history</Trans>
            </Button>
          </div>
        ) : (
          <>
            <RealityCheckHistory protection={protection} />
            <div css={choices}>
              <Button variant="secondary" onClick={() => setView('choices')}>
                <Trans id="protection.realityCheck.back">Back</Trans>
              </Button>
            </div>
          </>
        )}
        {links.length > 0 && (
          <p css={{ display: 'flex', justifyContent: 'center', gap: tokens.space.lg, margin: `${tokens.space.lg} 0 0` }}>
            {links.map((link) => (
              <ProtectionLink key={link.kind} link={link} css={protectionLinkStyle} />
            ))}
          </p>
        )}
      </div>
    </div>,
    document.body,
  );
}
