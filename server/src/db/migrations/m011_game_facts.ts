import { VOLATILITIES } from '@lobby/shared';
import type { Migration } from './migration';

const volatilities = VOLATILITIES.map((volatility) => `'${volatility}'`).join(', ');

/**
 * Issue #34: what operators compare games on. A game may have a fun-money demo, facts (return to
 * player, volatility, maximum win as a multiple of the bet, paylines or ways, a rules text) and a
 * progressive jackpot (its amount at an instant and how fast it grows). Every fact is optional:
 * the lobby leaves out what the content does not say.
 *
 * A rules text is its own row, translated per locale, so one text serves every game of its kind
 * and the CMS can give a game a text of its own by pointing `rules_id` at a new one.
 */
export const m011GameFacts: Migration = {
  version: 11,
  name: 'game-facts',
  sql: `
CREATE TABLE game_rules (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9-]{0,79}$')
);

CREATE TABLE game_rules_texts (
  rules_id text NOT NULL REFERENCES game_rules (id) ON DELETE CASCADE,
  locale text NOT NULL,
  text text NOT NULL CHECK (btrim(text) <> ''),
  PRIMARY KEY (rules_id, locale)
);

ALTER TABLE games
  ADD COLUMN has_demo boolean NOT NULL DEFAULT false,
  ADD COLUMN rtp numeric(5, 2) CHECK (rtp > 0 AND rtp <= 100),
  ADD COLUMN volatility text CHECK (volatility IN (${volatilities})),
  ADD COLUMN max_win numeric(12, 2) CHECK (max_win > 0),
  ADD COLUMN lines int CHECK (lines > 0),
  ADD COLUMN ways int CHECK (ways > 0),
  ADD COLUMN rules_id text REFERENCES game_rules (id) ON DELETE SET NULL,
  ADD COLUMN jackpot_amount numeric(14, 2) CHECK (jackpot_amount >= 0),
  ADD COLUMN jackpot_per_second numeric(10, 4) CHECK (jackpot_per_second >= 0),
  ADD COLUMN jackpot_at timestamptz,
  -- A game pays on lines or on ways, never both.
  ADD CONSTRAINT games_lines_or_ways CHECK (lines IS NULL OR ways IS NULL),
  -- A jackpot needs all three to tick: all set or none.
  ADD CONSTRAINT games_jackpot_whole CHECK (
    (jackpot_amount IS NULL) = (jackpot_per_second IS NULL) AND (jackpot_amount IS NULL) = (jackpot_at IS NULL));

CREATE INDEX games_rules ON games (rules_id);

CREATE TRIGGER game_rules_content_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_rules
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
CREATE TRIGGER game_rules_texts_content_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_rules_texts
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_revision();
`,
};
