import type { Migration } from './migration';

/**
 * A bonus's wagering requirement and how much of it the player has met, so the lobby can
 * show the progress. Both stay null for bonuses without a requirement.
 */
export const m006BonusWagering: Migration = {
  version: 6,
  name: 'bonus-wagering',
  sql: `
ALTER TABLE bonuses ADD COLUMN wagering_required numeric(12, 2) CHECK (wagering_required > 0);
ALTER TABLE bonuses ADD COLUMN wagering_done numeric(12, 2) CHECK (wagering_done >= 0);
ALTER TABLE bonuses ADD CONSTRAINT bonuses_wagering_pair CHECK ((wagering_required IS NULL) = (wagering_done IS NULL));
`,
};
