import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { LOBBY_ROOT_ATTRIBUTE } from '../../theme/globalStyles';
import { Button } from '../Button/Button';
import { keepFocusInside } from './keepFocusInside';
import { modalBackdrop, modalPanel } from './modalStyles';

export interface PopupProps {
  readonly open: boolean;
  /** Called on Escape, the close button and (unless disabled) a click on the backdrop. */
  readonly onClose: () => void;
  /** Visible title; it also names the dialog. */
  readonly title: ReactNode;
  readonly children?: ReactNode;
  /** Buttons along the bottom, e.g. "Deposit" / "Cancel". */
  readonly actions?: ReactNode;
  readonly closeOnBackdrop?: boolean;
}

const heading = (theme: Theme) => css`
  margin: 0 ${theme.space.xxl} ${theme.space.md} 0;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
`;

const actionRow = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.xl};
`;

/**
 * A modal dialog (insufficient funds, locked balance…). Portalled to <body> so no
 * transformed ancestor (a slider track) can trap its fixed position; the backdrop carries
 * the lobby root attribute so the lobby's base styles still apply there.
 */
export function Popup({ open, onClose, title, children, actions, closeOnBackdrop = true }: PopupProps) {
  const { t } = useLingui();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement;
    dialogRef.current?.focus();
    return () => {
      // Back to where the player was, so keyboard users do not restart from the top.
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    keepFocusInside(event, dialogRef.current);
  };

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdrop && event.target === event.currentTarget) onClose();
  };

  const rootProps = { [LOBBY_ROOT_ATTRIBUTE]: '' };
  return createPortal(
    <div {...rootProps} css={(theme: Theme) => modalBackdrop(theme)} onClick={onBackdropClick} onKeyDown={onKeyDown}>
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} css={modalPanel}>
        <h2 id={titleId} css={heading}>
          {title}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t({ id: 'ui.close', message: `Close` })}
          onClick={onClose}
          css={(theme: Theme) => ({ position: 'absolute', top: theme.space.md, right: theme.space.md })}
        >
          <span aria-hidden="true">✕</span>
        </Button>
        {children}
        {actions !== undefined && <div css={actionRow}>{actions}</div>}
      </div>
    </div>,
    document.body,
  );
}
