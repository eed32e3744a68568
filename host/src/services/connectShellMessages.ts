import type { LobbyBus } from '@lobby/shared';
import type { LobbyStorage } from '@lobby/storage';
import type { NavigationHistory } from '../navigation/navigationHistory';
import { applyThemeClass } from '../startup/applyThemeClass';

export interface ShellMessagesDeps {
  readonly storage: Pick<LobbyStorage, 'set'>;
  /** The html element, which carries the theme class (SPEC §1). */
  readonly root: HTMLElement;
  /** In play mode, the lobby screens visited before the game (SPEC §9: at most 5). */
  readonly history: Pick<NavigationHistory, 'backTarget'>;
}

/**
 * The shell messages whose meaning is host state (docs/shell-protocol.md §4): the bridge
 * has validated their payloads already. Navigation and guest mode live in
 * connectShellNavigation; balances and mini-game coins the bridge applies itself.
 */
export function connectShellMessages(bus: LobbyBus, { storage, root, history }: ShellMessagesDeps): () => void {
  const subscription = bus.on$('shell:received').subscribe((message) => {
    const settings = bus.current('settings:changed');
    switch (message.type) {
      case 'theme':
        applyThemeClass(root, message.payload.theme);
        if (settings !== undefined) bus.emit('settings:changed', { ...settings, theme: message.payload.theme });
        return;
      case 'geoToken':
        storage.set('geoToken', message.payload.token);
        if (settings !== undefined) bus.emit('settings:changed', { ...settings, geoComplyToken: message.payload.token });
        return;
      case 'backToLobby':
        // The player left the game through the shell: no game is in front any more. Outside
        // play mode nothing is recorded and the target is the root.
        bus.emit('game:activeChanged', null);
        bus.emit('navigation:requested', { path: history.backTarget() });
        return;
      default:
        return;
    }
  });
  return () => subscription.unsubscribe();
}
