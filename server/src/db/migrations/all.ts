import type { Migration } from './migration';
import { m001Catalogue } from './m001_catalogue';
import { m002Players } from './m002_players';
import { m003ContentRevision } from './m003_content_revision';
import { m004SessionExpiryBuyouts } from './m004_session_expiry_buyouts';
import { m005BannerCopy } from './m005_banner_copy';
import { m006BonusWagering } from './m006_bonus_wagering';
import { m007PreviewTokens } from './m007_preview_tokens';
import { m008Search } from './m008_search';
import { m009SearchFoldedColumns } from './m009_search_folded_columns';
import { m010AnalyticsIdempotency } from './m010_analytics_idempotency';
import { m011GameFacts } from './m011_game_facts';
import { m012PlayerProtection } from './m012_player_protection';

/** Every migration, in version order. Append new ones; never edit an applied one. */
export const MIGRATIONS: readonly Migration[] = [
  m001Catalogue,
  m002Players,
  m003ContentRevision,
  m004SessionExpiryBuyouts,
  m005BannerCopy,
  m006BonusWagering,
  m007PreviewTokens,
  m008Search,
  m009SearchFoldedColumns,
  m010AnalyticsIdempotency,
  m011GameFacts,
  m012PlayerProtection,
];
