import { PLAY_MODE_PARAM, playModeOf } from '@lobby/domain';
import { useSearchParams } from '@lobby/router';
import { GameSession } from './GameSession';

export interface GamePageProps {
  /** Id of the heading, which names the page: the remote's section, as on its other routes. */
  readonly titleId: string;
}

/**
 * /games/{aggregator:code}, on the lobby's route (mobile) or in the desktop pop-up (SPEC §2,
 * §4), for real money or, with `mode=fun`, the game's fun-money demo (issue #34; any other
 * mode value is real money). Going from fun to real money ("Play for real") is a new session
 * of the game: its address, loading and popups start over.
 */
export function GamePage({ titleId }: GamePageProps) {
  const [search] = useSearchParams();
  const mode = playModeOf(search.get(PLAY_MODE_PARAM));
  return <GameSession key={mode} titleId={titleId} mode={mode} />;
}
