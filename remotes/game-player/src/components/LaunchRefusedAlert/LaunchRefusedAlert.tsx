import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import type { LaunchRefusal } from '@lobby/domain';
import { Button, CommonText } from '@lobby/ui';
import { useEffect, useRef } from 'react';
import { useLaunchRefusalText } from '../../launch/useLaunchRefusalText';

export interface LaunchRefusedAlertProps {
  readonly refusal: LaunchRefusal;
  /** Back to the lobby, as the game menu's leave goes. */
  readonly onBack: () => void;
}

const box = (theme: Theme) => css`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.lg};
  padding: ${theme.space.xl};
  text-align: center;
  color: ${theme.color.text};
`;

const title = (theme: Theme) => css`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.font.size.lg};
`;

const text = css`
  margin: 0;
  max-width: 36rem;
`;

/**
 * Where the game would be when player protection refused its launch (issue #34): why, until
 * when, and the way back to the lobby, which takes the focus so a keyboard is not left on a
 * page with nothing to play.
 */
export function LaunchRefusedAlert({ refusal, onBack }: LaunchRefusedAlertProps) {
  const wording = useLaunchRefusalText(refusal);
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => back.current?.focus(), []);
  return (
    <div css={box} data-launch-refused={refusal.reason}>
      <div role="alert">
        <h2 css={title}>{wording?.title}</h2>
        <p css={text}>{wording?.text}</p>
      </div>
      <Button ref={back} onClick={onBack}>
        <CommonText name="backToLobby" />
      </Button>
    </div>
  );
}
