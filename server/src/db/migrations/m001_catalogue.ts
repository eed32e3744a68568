import type { Migration } from './migration';

/** Content of SPEC §3: the catalogue, blocks, pages, links, bonuses and their translations. */
export const m001Catalogue: Migration = {
  version: 1,
  name: 'catalogue',
  sql: `
CREATE TABLE suppliers (
  code text PRIMARY KEY,
  name text NOT NULL,
  image_desktop text,
  image_mobile text,
  position int NOT NULL DEFAULT 0
);

CREATE TABLE labels (
  id text PRIMARY KEY,
  title text NOT NULL,
  image_desktop text,
  image_mobile text
);

CREATE TABLE groups (
  slug text PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE games (
  key text PRIMARY KEY,
  aggregator text NOT NULL,
  code text NOT NULL,
  raw_title text NOT NULL,
  info text,
  supplier text NOT NULL REFERENCES suppliers (code),
  mobile boolean NOT NULL,
  desktop boolean NOT NULL,
  supports_free_rounds boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  ios boolean NOT NULL DEFAULT true,
  image_desktop text,
  image_mobile text,
  featured_image_desktop text,
  featured_image_mobile text,
  loading_image_landscape text,
  loading_image_portrait text,
  bets_min double precision,
  bets_max double precision,
  serving_method text CHECK (serving_method IN ('remote', 'local')),
  orientation text CHECK (orientation IN ('auto', 'landscape', 'portrait')),
  position text CHECK (position IN ('left', 'right')),
  casino_coin boolean,
  released_at timestamptz NOT NULL,
  table_id text,
  loading_timeout_seconds int CHECK (loading_timeout_seconds > 0),
  supported_locales text[] NOT NULL DEFAULT '{}',
  lobby_url text,
  UNIQUE (aggregator, code),
  CHECK (key = aggregator || ':' || code),
  CHECK ((bets_min IS NULL) = (bets_max IS NULL))
);
-- SPEC §3: lookup by code is case-insensitive.
CREATE INDEX games_code_lower ON games (lower(code));
CREATE INDEX games_supplier ON games (supplier);

CREATE TABLE game_titles (
  game_key text NOT NULL REFERENCES games (key) ON DELETE CASCADE,
  locale text NOT NULL,
  title text NOT NULL,
  PRIMARY KEY (game_key, locale)
);

CREATE TABLE game_groups (
  game_key text NOT NULL REFERENCES games (key) ON DELETE CASCADE,
  group_slug text NOT NULL REFERENCES groups (slug) ON DELETE CASCADE,
  position int NOT NULL DEFAULT 0,
  PRIMARY KEY (game_key, group_slug)
);

CREATE TABLE game_labels (
  game_key text NOT NULL REFERENCES games (key) ON DELETE CASCADE,
  label_id text NOT NULL REFERENCES labels (id) ON DELETE CASCADE,
  position int NOT NULL DEFAULT 0,
  PRIMARY KEY (game_key, label_id)
);

CREATE TABLE player_counts (
  game_key text PRIMARY KEY REFERENCES games (key) ON DELETE CASCADE,
  count int NOT NULL CHECK (count >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Banners and poker banners share one table; a poker banner names the poker game it opens.
CREATE TABLE banners (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('banner', 'poker')),
  title text NOT NULL,
  image_desktop text,
  image_mobile text,
  link text,
  poker_game_id int,
  position int NOT NULL DEFAULT 0,
  CHECK ((kind = 'poker') = (poker_game_id IS NOT NULL))
);

CREATE TABLE banner_games (
  banner_id text NOT NULL REFERENCES banners (id) ON DELETE CASCADE,
  game_key text NOT NULL REFERENCES games (key) ON DELETE CASCADE,
  position int NOT NULL DEFAULT 0,
  PRIMARY KEY (banner_id, game_key)
);

CREATE TABLE banner_labels (
  banner_id text NOT NULL REFERENCES banners (id) ON DELETE CASCADE,
  label_id text NOT NULL REFERENCES labels (id) ON DELETE CASCADE,
  position int NOT NULL DEFAULT 0,
  PRIMARY KEY (banner_id, label_id)
);

CREATE TABLE blocks (
  id text PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('banner', 'poker-banner', 'standard', 'grid', 'firstDouble', 'favorites',
    'recent', 'freespin', 'featured', 'providers', 'navigation')),
  slug text NOT NULL,
  heading text NOT NULL,
  show_more boolean NOT NULL DEFAULT false,
  width text NOT NULL DEFAULT 'full' CHECK (width IN ('full', 'half', 'third', 'quarter')),
  tiles_per_row int NOT NULL DEFAULT 7 CHECK (tiles_per_row IN (3, 5, 6, 7)),
  card_style text NOT NULL DEFAULT 'default' CHECK (card_style IN ('default', 'imageTile', 'contentOverlay', 'featured')),
  start_at timestamptz,
  end_at timestamptz,
  platforms text[] NOT NULL DEFAULT '{desktop,mobile}',
  audiences text[] NOT NULL DEFAULT '{Always}',
  CHECK (platforms <@ ARRAY['desktop', 'mobile']::text[]),
  CHECK (audiences <@ ARRAY['Always', 'Guest', 'LoggedIn', 'FirstDeposit']::text[]),
  CHECK (start_at IS NULL OR end_at IS NULL OR start_at < end_at)
);

CREATE TABLE block_games (
  block_id text NOT NULL REFERENCES blocks (id) ON DELETE CASCADE,
  game_key text NOT NULL REFERENCES games (key) ON DELETE CASCADE,
  position int NOT NULL,
  PRIMARY KEY (block_id, game_key)
);

CREATE TABLE block_banners (
  block_id text NOT NULL REFERENCES blocks (id) ON DELETE CASCADE,
  banner_id text NOT NULL REFERENCES banners (id) ON DELETE CASCADE,
  position int NOT NULL,
  PRIMARY KEY (block_id, banner_id)
);

CREATE TABLE block_suppliers (
  block_id text NOT NULL REFERENCES blocks (id) ON DELETE CASCADE,
  supplier_code text NOT NULL REFERENCES suppliers (code) ON DELETE CASCADE,
  position int NOT NULL,
  PRIMARY KEY (block_id, supplier_code)
);

CREATE TABLE block_labels (
  block_id text NOT NULL REFERENCES blocks (id) ON DELETE CASCADE,
  label_id text NOT NULL REFERENCES labels (id) ON DELETE CASCADE,
  position int NOT NULL,
  PRIMARY KEY (block_id, label_id)
);

CREATE TABLE pages (
  id text PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  position int NOT NULL DEFAULT 0
);

CREATE TABLE page_blocks (
  page_id text NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  block_id text NOT NULL REFERENCES blocks (id) ON DELETE CASCADE,
  position int NOT NULL,
  PRIMARY KEY (page_id, block_id)
);

CREATE TABLE links (
  id text PRIMARY KEY,
  slug text NOT NULL,
  type text NOT NULL CHECK (type IN ('game', 'external', 'default', 'favorites', 'bonus', 'path')),
  game_key text REFERENCES games (key) ON DELETE CASCADE,
  page_title text NOT NULL,
  url text,
  start_at timestamptz,
  end_at timestamptz,
  position int NOT NULL DEFAULT 0,
  CHECK ((type = 'game') = (game_key IS NOT NULL))
);

CREATE TABLE bonuses (
  id text PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('Content', 'Free Spin')),
  status text NOT NULL CHECK (status IN ('active', 'expired', 'pending')),
  consumed boolean NOT NULL DEFAULT false,
  title text NOT NULL,
  description text NOT NULL,
  image_desktop text,
  image_mobile text,
  game_provider text REFERENCES suppliers (code),
  expires_at timestamptz,
  position int NOT NULL DEFAULT 0
);

CREATE TABLE bonus_games (
  bonus_id text NOT NULL REFERENCES bonuses (id) ON DELETE CASCADE,
  game_key text NOT NULL REFERENCES games (key) ON DELETE CASCADE,
  position int NOT NULL,
  PRIMARY KEY (bonus_id, game_key)
);

-- UI messages (namespace 'lobby') and localized content strings (namespace 'content',
-- keys such as 'block.<id>.heading'), per locale.
CREATE TABLE translations (
  namespace text NOT NULL,
  locale text NOT NULL,
  key text NOT NULL,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (namespace, locale, key)
);

-- Licence type per country, optionally per app bundle ('' = any bundle).
CREATE TABLE licenses (
  country text NOT NULL,
  bundle_id text NOT NULL DEFAULT '',
  license_type text NOT NULL CHECK (license_type IN ('Curacao', 'Mexico', 'SouthKorea', 'Philippines')),
  currency text,
  PRIMARY KEY (country, bundle_id)
);

-- Image host map of domain_config: key -> base URLs, optionally per platform ('' = any).
CREATE TABLE domain_proxies (
  key text NOT NULL,
  platform text NOT NULL DEFAULT '',
  hosts text[] NOT NULL,
  PRIMARY KEY (key, platform)
);

-- Lobby-wide switches: showNavigation, showSearch, maintenanceMode, defaultCurrency.
CREATE TABLE site_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);
`,
};
