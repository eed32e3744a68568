import { useLingui } from '@lingui/react/macro';
import { Button, CommonText, Popup, useBus, useBusValue } from '@lobby/ui';
import { useEffect } from 'react';

export interface InsufficientFundsPopupProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * SPEC §4/§8 insufficient funds: the dialog, 'insufficient-funds' to the shell when it opens,
 * the cashier asked of the shell from its button; in an iOS embed the shell also hears
 * 'popupVisibility' as it opens and closes (a WebView cannot see the page's dialogs).
 */
export function InsufficientFundsPopup({ open, onClose }: InsufficientFundsPopupProps) {
  const { t } = useLingui();
  const bus = useBus();
  const iosEmbed = useBusValue('shell:modeDetected')?.transport === 'ios';

  useEffect(() => {
    if (!open) return undefined;
    bus.emit('shell:sendRequested', { type: 'insufficient-funds' });
    if (!iosEmbed) return undefined;
    bus.emit('shell:sendRequested', { type: 'popupVisibility', payload: { visible: true } });
    return () => bus.emit('shell:sendRequested', { type: 'popupVisibility', payload: { visible: false } });
  }, [bus, open, iosEmbed]);

  const toCashier = () => {
    bus.emit('shell:sendRequested', { type: 'openCashier' });
    onClose();
  };

  return (
    <Popup
      open={open}
      onClose={onClose}
      title={t({ id: 'game.funds.insufficient', message: `You don't have sufficient funds, deposit now` })}
      actions={
        <Button variant="primary" onClick={toCashier}>
          <CommonText name="cashier" />
        </Button>
      }
    />
  );
}
