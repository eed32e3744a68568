import type { Migration } from './migration';

/**
 * A banner's copy is text the lobby renders (headline, sub-line, call to action), never
 * words baked into its artwork, so it can be translated, read aloud and wrap on a phone.
 */
export const m005BannerCopy: Migration = {
  version: 5,
  name: 'banner-copy',
  sql: `
ALTER TABLE banners ADD COLUMN description text;
ALTER TABLE banners ADD COLUMN button_text text;
`,
};
