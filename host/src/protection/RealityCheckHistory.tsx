import { Trans, useLingui } from '@lingui/react/macro';
import { useGamesOfKeysState } from '@lobby/connected';
import { formatDate, gamesPlayedInSession, parseGameKey } from '@lobby/domain';
import type { RawPlayerProtection, RecentGame } from '@lobby/shared';
import { tokens, useBusValue } from '@lobby/ui';
import { useId, useMemo } from 'react';
import { LimitUsage } from './LimitUsage';

export interface RealityCheckHistoryProps {
  readonly protection: RawPlayerProtection;
}

const NO_PLAYS: readonly RecentGame[] = [];

const sectionTitle = { margin: `${tokens.space.lg} 0 ${tokens.space.sm}`, fontSize: tokens.font.size.md };
const plainList = { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: tokens.space.sm };

/**
 * The reality check's history (issue #34): the games played in this session (the recent games
 * played since it began, newest first, with the time of each) and how much of the player's
 * deposit and loss limits is used.
 */
export function RealityCheckHistory({ protection }: RealityCheckHistoryProps) {
  const { i18n } = useLingui();
  const gamesTitle = useId();
  const limitsTitle = useId();
  const recent = useBusValue('recent:changed') ?? NO_PLAYS;
  const plays = useMemo(
    () => gamesPlayedInSession(recent, protection.sessionStartedAt),
    [recent, protection.sessionStartedAt],
  );
  const keys = useMemo(() => plays.map((play) => play.gameId), [plays]);
  const { byKey } = useGamesOfKeysState(keys);
  const { depositLimit, lossLimit } = protection;

  return (
    <>
      <section aria-labelledby={gamesTitle}>
        <h3 id={gamesTitle} css={sectionTitle}>
          <Trans id="protection.history.gamesTitle">Games played this session</Trans>
        </h3>
        {plays.length === 0 ? (
          <p css={{ margin: 0 }}>
            <Trans id="protection.history.noGames">You haven't played any games this session.</Trans>
          </p>
        ) : (
          <ol css={plainList} data-testid="session-games">
            {plays.map((play) => (
              <li key={play.gameId} css={{ display: 'flex', justifyContent: 'space-between', gap: tokens.space.md }}>
                <span css={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {byKey(play.gameId)?.title ?? parseGameKey(play.gameId)?.code ?? play.gameId}
                </span>
                <time
                  dateTime={new Date(play.playedTimestampMs).toISOString()}
                  css={(theme) => ({ color: theme.color.textMuted, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })}
                >
                  {formatDate(play.playedTimestampMs, i18n.locale, 'time')}
                </time>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby={limitsTitle}>
        <h3 id={limitsTitle} css={sectionTitle}>
          <Trans id="protection.history.limitsTitle">Your limits</Trans>
        </h3>
        {depositLimit === null && lossLimit === null ? (
          <p css={{ margin: 0 }}>
            <Trans id="protection.history.noLimits">You have no deposit or loss limits set.</Trans>
          </p>
        ) : (
          <dl css={{ ...plainList, margin: 0 }}>
            {depositLimit !== null && <LimitUsage kind="deposit" limit={depositLimit} />}
            {lossLimit !== null && <LimitUsage kind="loss" limit={lossLimit} />}
          </dl>
        )}
      </section>
    </>
  );
}
