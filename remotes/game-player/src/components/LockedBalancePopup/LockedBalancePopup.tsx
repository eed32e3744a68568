import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Popup } from '@lobby/ui';

export interface LockedBalancePopupProps {
  /** The mini-game whose table holds the balance; the popup is closed while null. */
  readonly miniGameName: string | null;
  readonly onClose: () => void;
}

/** SPEC §8: the player's balance is at a mini-game table, so this game cannot take a buy-in. */
export function LockedBalancePopup({ miniGameName, onClose }: LockedBalancePopupProps) {
  const { t } = useLingui();
  return (
    <Popup
      open={miniGameName !== null}
      onClose={onClose}
      title={t({ id: 'game.lockedBalance.title', message: `Balance in use` })}
      actions={
        <Button variant="primary" onClick={onClose}>
          <Trans id="game.notice.ok">OK</Trans>
        </Button>
      }
    >
      <p>
        <Trans id="game.lockedBalance.message">
          Your active balance is currently in use at a {miniGameName} table. To buy into this casino game, please leave your{' '}
          {miniGameName} table and try again.
        </Trans>
      </p>
    </Popup>
  );
}
