import { Trans } from '@lingui/react/macro';
import { Button, Popup } from '@lobby/ui';
import type { ReactNode } from 'react';
import type { LaunchNotice as Notice } from '../../launch/connectLaunches';
import { useLaunchRefusalText } from '../../launch/useLaunchRefusalText';

export interface LaunchNoticeProps {
  /** The notice to show, or null for none. */
  readonly notice: Notice | null;
  readonly onClose: () => void;
}

/**
 * The page's own answer to a launch that only a host application could carry out (a
 * standalone page has none): the login prompt for guests (SPEC §6 "others prompt login"),
 * the app's own games, and the home-screen shortcut of an iOS web app; and why player
 * protection refused a launch (issue #34), host or not.
 */
export function LaunchNotice({ notice, onClose }: LaunchNoticeProps) {
  const refusal = useLaunchRefusalText(notice !== null && typeof notice === 'object' ? notice.refused : null);
  const wording = typeof notice === 'string' ? wordingOf(notice) : refusal;
  if (wording === null) return null;
  const { title, text } = wording;
  return (
    <Popup
      open
      onClose={onClose}
      title={title}
      actions={
        <Button onClick={onClose}>
          <Trans id="game.notice.ok">OK</Trans>
        </Button>
      }
    >
      <p>{text}</p>
    </Popup>
  );
}

function wordingOf(notice: Extract<Notice, string>): { readonly title: ReactNode; readonly text: ReactNode } {
  switch (notice) {
    case 'login':
      return {
        title: <Trans id="game.notice.guest.title">Log in to play</Trans>,
        text: <Trans id="game.notice.guest.message">Guests may open only the app&apos;s own games. Log in to play this game.</Trans>,
      };
    case 'app':
      return { title: <Trans id="game.notice.app.title">Open in the app</Trans>, text: <Trans id="game.notice.app.message">This game opens in the casino app.</Trans> };
    case 'shortcut':
      return {
        title: <Trans id="game.notice.homeScreen.title">Add to Home Screen</Trans>,
        text: <Trans id="game.notice.homeScreen.message">Add the casino to your home screen to play this game.</Trans>,
      };
  }
}
