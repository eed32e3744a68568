import { useLingui } from '@lingui/react/macro';
import { formatDate, formatMoney, formatNumber, formatRtp, knownGameFacts } from '@lobby/domain';
import type { Game } from '@lobby/domain';
import { GameInfoPanel } from '@lobby/ui';
import type { GameInfoRow } from '@lobby/ui';
import { VOLATILITY_LABEL, VOLATILITY_TEXT } from '../../facts/volatilityText';
import { useDisplayCurrency } from '../../hooks/useDisplayCurrency';
import { useGameFacts } from '../../hooks/useGameFacts';
import { useLaunchGame } from '../../hooks/useLaunchGame';
import { JackpotAmount } from '../JackpotAmount/JackpotAmount';

export interface GameInfoDialogProps {
  /** The game as the lobby knows it: what it says shows at once, the facts when they come. */
  readonly game: Game;
  readonly onClose: () => void;
  /** False where the game is already open (the game menu): no play buttons. */
  readonly playable?: boolean;
}

/**
 * A game's info panel (issue #34), opened from its tile or from the game menu: its facts asked
 * of the server on open, each shown in the player's locale and the lobby's currency, a row only
 * for a fact that is known, and Play / Play for fun (a demo game's), which close it. Rendered
 * while open: closing unmounts it, and focus goes back to what opened it.
 */
export function GameInfoDialog({ game, onClose, playable = true }: GameInfoDialogProps) {
  const { t, i18n } = useLingui();
  const facts = useGameFacts(game.key);
  const launch = useLaunchGame();
  const currency = useDisplayCurrency();
  const shown = facts.game ?? game;
  const known = knownGameFacts(shown);
  const locale = i18n.locale;

  const rows: GameInfoRow[] = [];
  if (known.provider !== null) {
    rows.push({ id: 'provider', label: t({ id: 'gameInfo.provider', message: `Provider` }), value: known.provider });
  }
  if (known.rtp !== null) {
    rows.push({ id: 'rtp', label: t({ id: 'gameInfo.rtp', message: `RTP` }), value: formatRtp(known.rtp, locale) });
  }
  if (known.volatility !== null) {
    rows.push({ id: 'volatility', label: i18n._(VOLATILITY_LABEL), value: i18n._(VOLATILITY_TEXT[known.volatility]) });
  }
  if (known.maxWin !== null) {
    const multiplier = formatNumber(known.maxWin, locale);
    rows.push({
      id: 'maxWin',
      label: t({ id: 'gameInfo.maxWin', message: `Max win` }),
      value: t({ id: 'gameInfo.maxWinValue', message: `${multiplier}× bet` }),
    });
  }
  if (known.bets !== null) {
    const min = formatMoney(known.bets.min, currency, locale);
    const max = formatMoney(known.bets.max, currency, locale);
    rows.push({
      id: 'betRange',
      label: t({ id: 'gameInfo.betRange', message: `Bet range` }),
      value: t({ id: 'gameInfo.betRangeValue', message: `${min} – ${max}` }),
    });
  }
  if (known.lines !== null) {
    rows.push({ id: 'lines', label: t({ id: 'gameInfo.lines', message: `Lines` }), value: formatNumber(known.lines, locale) });
  }
  if (known.ways !== null) {
    rows.push({ id: 'ways', label: t({ id: 'gameInfo.ways', message: `Ways` }), value: formatNumber(known.ways, locale) });
  }
  const released = known.releasedAtMs === null ? null : formatDate(known.releasedAtMs, locale, 'date');
  if (released !== null) {
    rows.push({ id: 'releaseDate', label: t({ id: 'gameInfo.releaseDate', message: `Release date` }), value: released });
  }
  if (shown.jackpot !== null) {
    rows.push({
      id: 'jackpot',
      label: t({ id: 'gameInfo.jackpot', message: `Jackpot` }),
      value: <JackpotAmount jackpot={shown.jackpot} />,
    });
  }

  const play = (mode: 'real' | 'fun') => {
    launch(game, mode);
    onClose();
  };
  return (
    <GameInfoPanel
      open
      onClose={onClose}
      title={shown.title}
      description={shown.info}
      rows={rows}
      rules={known.rules}
      status={facts.status}
      onRetry={facts.retry}
      onPlay={playable ? () => play('real') : undefined}
      onPlayForFun={playable && shown.hasDemo ? () => play('fun') : undefined}
    />
  );
}
