import type { Migration } from './migration';

/**
 * Editors' preview tokens (docs/preview.md): a role of their own, apart from players' sessions,
 * so no player session can ever be taken for one. Only a digest is kept: a database dump does
 * not hand out working tokens.
 */
export const m007PreviewTokens: Migration = {
  version: 7,
  name: 'preview-tokens',
  sql: `
CREATE TABLE preview_tokens (
  token_digest text PRIMARY KEY,
  editor text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked boolean NOT NULL DEFAULT false
);
`,
};
