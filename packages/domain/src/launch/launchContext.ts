import type { LobbySettings, Session, ShellTransportKind } from '@lobby/shared';
import type { ProtectionFacts } from '../actions/playerActionGate';
import { isEditorPreview } from '../preview/editorPreview';
import type { LaunchContext } from './planGameLaunch';

/** What the launch needs to know of where the lobby runs, beyond the settings. */
export interface LaunchEnvironment {
  /** The transport the shell bridge found: a native handler means the lobby runs inside the app. */
  readonly shellTransport: ShellTransportKind | null;
  /** The page runs from the iOS home screen (display-mode standalone). */
  readonly displayStandalone: boolean;
}

const APP_TRANSPORTS: readonly ShellTransportKind[] = ['ios', 'android'];

/**
 * The facts planGameLaunch decides on, from the lobby's state: the app platform is the native
 * shell (its message handler is there); an iOS web app is iOS without it. A new tab is
 * "configured" (SPEC §4 step 6) by the openGamesInNewTab setting.
 */
export function launchContextOf(
  game: LaunchContext['game'] & Pick<LaunchContext, 'inCatalogue' | 'hasDemo' | 'mode'>,
  settings: Pick<
    LobbySettings,
    | 'platform'
    | 'platformType'
    | 'openGamesInNewTab'
    | 'previewMode'
    | 'ccPreviewMode'
    | 'casinoJsonResponse'
    | 'previewToken'
    | 'previewAt'
  >,
  session: Session,
  environment: LaunchEnvironment,
  /** The player's protection (issue #34) at the lobby's now; null while unknown (a guest's too). */
  protection: ProtectionFacts | null = null,
): LaunchContext {
  const isAppPlatform = environment.shellTransport !== null && APP_TRANSPORTS.includes(environment.shellTransport);
  return {
    game: { code: game.code, aggregator: game.aggregator },
    inCatalogue: game.inCatalogue,
    guestMode: session.guest,
    userId: session.userId,
    sessionId: session.sessionId,
    platform: settings.platform,
    isAppPlatform,
    isIosWebApp: settings.platformType === 'ios' && !isAppPlatform,
    standalone: environment.displayStandalone,
    openInNewTab: settings.openGamesInNewTab,
    editorPreview: isEditorPreview(settings),
    mode: game.mode,
    hasDemo: game.hasDemo,
    protection,
  };
}
