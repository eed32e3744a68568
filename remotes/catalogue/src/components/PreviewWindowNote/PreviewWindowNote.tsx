import type { Theme } from '@emotion/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useDisplaySettings } from '@lobby/connected';
import { formatDate, windowNote } from '@lobby/domain';

export interface PreviewWindowNoteProps {
  readonly startDate: string | null;
  readonly endDate: string | null;
  /** Real time, not the lobby's clock: what a player would see now (injected in tests). */
  readonly now?: () => number;
}

const badge = (theme: Theme) => ({
  display: 'inline-block',
  marginBottom: theme.space.xs,
  padding: `${theme.space.xxs} ${theme.space.sm}`,
  borderRadius: theme.radii.pill,
  background: theme.color.warning,
  color: theme.color.surface,
  fontSize: theme.font.size.sm,
  fontWeight: theme.font.weight.bold,
});

/**
 * In an editor's preview, marks a block a player would not see now: not started yet, or over.
 * Nothing at all for players.
 */
export function PreviewWindowNote({ startDate, endDate, now = Date.now }: PreviewWindowNoteProps) {
  const { editorPreview } = useDisplaySettings();
  const { i18n } = useLingui();
  if (!editorPreview) return null;
  const note = windowNote(startDate, endDate, now());
  if (note === null) return null;
  const date = formatDate(note.at, i18n.locale, 'dayMonth');
  return (
    <p css={badge} data-preview-note={note.kind}>
      {note.kind === 'starts' ? <Trans id="catalogue.preview.starts">Preview: starts {date}</Trans> : <Trans id="catalogue.preview.ended">Preview: ended {date}</Trans>}
    </p>
  );
}
