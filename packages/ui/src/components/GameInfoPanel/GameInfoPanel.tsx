import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { COMMON_MESSAGES } from '../../commonMessages';
import { visuallyHidden } from '../../styles/visuallyHidden';
import { Button } from '../Button/Button';
import { Popup } from '../Popup/Popup';
import { Skeleton } from '../Skeleton/Skeleton';
import { factList, failure, lead, rulesSection, skeletonRow } from './gameInfoPanelStyles';

/** One fact row: its name and its value, both already in the player's language. */
export interface GameInfoRow {
  readonly id: string;
  readonly label: string;
  readonly value: ReactNode;
}

/** Where the game's own facts are: on their way, here, or not to be had (what the lobby knows still shows). */
export type GameInfoStatus = 'loading' | 'ready' | 'failed';

export interface GameInfoPanelProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: string;
  /** The game's own line about itself (its info), above the facts. */
  readonly description?: string | null;
  /** The facts known, in order; an unknown fact has no row. */
  readonly rows: readonly GameInfoRow[];
  readonly rules: string | null;
  readonly status: GameInfoStatus;
  /** Asks for the facts again after a failure. */
  readonly onRetry?: () => void;
  /** Without it (the game is already open) the panel has no play buttons. */
  readonly onPlay?: () => void;
  /** Given for a game with a fun-money demo. */
  readonly onPlayForFun?: () => void;
}

/** Rows drawn while the facts are on their way, so the panel does not jump when they come. */
const SKELETON_ROWS = 4;

/**
 * A game's info panel (issue #34): its facts as a list of terms, its rules, and the ways to
 * play it. A modal dialog named by the game's title (Popup: focus moves in and back to the
 * opener, Escape closes). Presentational: the connected GameInfoDialog fetches and formats.
 */
export function GameInfoPanel({
  open,
  onClose,
  title,
  description,
  rows,
  rules,
  status,
  onRetry,
  onPlay,
  onPlayForFun,
}: GameInfoPanelProps) {
  const { t, i18n } = useLingui();
  const rulesId = useId();
  const actions =
    onPlay === undefined ? undefined : (
      <>
        {onPlayForFun !== undefined && (
          <Button variant="secondary" onClick={onPlayForFun}>
            <Trans id="play.fun">Play for fun</Trans>
          </Button>
        )}
        <Button onClick={onPlay}>
          <Trans id="play.real">Play</Trans>
        </Button>
      </>
    );
  return (
    <Popup open={open} onClose={onClose} title={title} actions={actions}>
      <div aria-busy={status === 'loading'} data-status={status}>
        {description && <p css={lead}>{description}</p>}
        {rows.length > 0 && (
          <dl css={factList}>
            {rows.map((row) => (
              <div key={row.id} data-fact={row.id} css={{ display: 'contents' }}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {status === 'loading' && (
          <div data-testid="game-info-skeleton">
            <span css={visuallyHidden}>{t({ id: 'ui.loading', message: `Loading` })}</span>
            {Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <div key={index} css={skeletonRow}>
                <Skeleton width="5rem" />
                <Skeleton width={`${String(60 - index * 8)}%`} />
              </div>
            ))}
          </div>
        )}
        {status === 'failed' && (
          <div css={failure} role="alert">
            <p>
              <Trans id="gameInfo.failed">Could not load this game's details.</Trans>
            </p>
            {onRetry !== undefined && (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                {i18n._(COMMON_MESSAGES.retry)}
              </Button>
            )}
          </div>
        )}
        {rules !== null && (
          <section css={rulesSection} aria-labelledby={rulesId}>
            <h3 id={rulesId}>
              <Trans id="gameInfo.rules">Rules</Trans>
            </h3>
            <p>{rules}</p>
          </section>
        )}
      </div>
    </Popup>
  );
}
