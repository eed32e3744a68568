import { Trans } from '@lingui/react/macro';
import { Button, Popup } from '@lobby/ui';
import type { LaunchNotice as Notice } from '../../launch/connectLaunches';

export interface LaunchNoticeProps {
  /** The notice to show, or null for none. */
  readonly notice: Notice | null;
  readonly onClose: () => void;
}

/**
 * The page's own answer to a launch that only a host application could carry out (a
 * standalone page has none): the login prompt for guests (SPEC §6 "others prompt login"),
 * the app's own games, and the home-screen shortcut of an iOS web app.
 */
export function LaunchNotice({ notice, onClose }: LaunchNoticeProps) {
  const ok = (
    <Button onClick={onClose}>
      <Trans>OK</Trans>
    </Button>
  );
  switch (notice) {
    case 'login':
      return (
        <Popup open onClose={onClose} title={<Trans>Log in to play</Trans>} actions={ok}>
          <p>
            <Trans>Guests may open only the app&apos;s own games. Log in to play this game.</Trans>
          </p>
        </Popup>
      );
    case 'app':
      return (
        <Popup open onClose={onClose} title={<Trans>Open in the app</Trans>} actions={ok}>
          <p>
            <Trans>This game opens in the casino app.</Trans>
          </p>
        </Popup>
      );
    case 'shortcut':
      return (
        <Popup open onClose={onClose} title={<Trans>Add to Home Screen</Trans>} actions={ok}>
          <p>
            <Trans>Add the casino to your home screen to play this game.</Trans>
          </p>
        </Popup>
      );
    case null:
      return null;
  }
}
