import type { LobbySettings } from '@lobby/shared';
import { windowBoundary } from '../entities/dateWindow';

type PreviewSettings = Pick<
  LobbySettings,
  'previewMode' | 'ccPreviewMode' | 'casinoJsonResponse' | 'previewToken' | 'previewAt'
>;

/**
 * SPEC §6: the preview flags allow injecting a lobby response and send preview game links to
 * the parent. previewMode defaults to true (SPEC §3), so the flag alone marks nothing: the
 * lobby is an editor's preview when a flag is on and there is something to preview, an
 * injected reply or an editor's token.
 */
export function isEditorPreview(settings: PreviewSettings): boolean {
  return (
    (settings.previewMode || settings.ccPreviewMode) &&
    (settings.casinoJsonResponse !== null || settings.previewToken !== null)
  );
}

/** The injected reply's text, when the settings ask for one to be rendered instead of fetched. */
export function injectedLobbyJson(settings: PreviewSettings): string | null {
  return settings.previewMode || settings.ccPreviewMode ? settings.casinoJsonResponse : null;
}

/** Time travel asks the content service for content out of its window: only an editor's token may. */
export function instantLacksToken(settings: Pick<LobbySettings, 'previewAt' | 'previewToken'>): boolean {
  return settings.previewAt !== null && settings.previewToken === null;
}

/** The instant an editor views the lobby as of (epoch ms), or null: the real clock. */
export function previewInstant(settings: PreviewSettings): number | null {
  if (!isEditorPreview(settings) || settings.previewAt === null) return null;
  const at = Date.parse(settings.previewAt);
  return Number.isNaN(at) ? null : at;
}

export type WindowNote = { readonly kind: 'starts' | 'ended'; readonly at: number } | null;

/**
 * What a previewed block or link is to a player right now: not yet started, already ended,
 * or (null) live. The preview marks the first two, which only an editor's lobby contains.
 */
export function windowNote(
  startDate: string | null | undefined,
  endDate: string | null | undefined,
  realNow: number,
): WindowNote {
  const start = windowBoundary(startDate);
  const end = windowBoundary(endDate);
  if (typeof start === 'number' && realNow < start) return { kind: 'starts', at: start };
  if (typeof end === 'number' && realNow >= end) return { kind: 'ended', at: end };
  return null;
}
