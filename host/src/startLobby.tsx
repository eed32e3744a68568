import { createLobbyBus } from '@lobby/bus';
import { createLobbyI18n } from '@lobby/i18n';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createRemoteLoader } from './federation/createRemoteLoader';
import { HostApp } from './layout/HostApp';

/** Start-up: one bus, one i18n instance, the remote loader, then mount into the lobby container. */
export async function startLobby(container: HTMLElement): Promise<void> {
  const bus = createLobbyBus();
  const loader = createRemoteLoader({
    bus,
    federation: { registerRemotes, loadRemote },
    fetch: window.fetch.bind(window),
    baseUrl: window.location.href,
  });
  loader.preload('catalogue');
  const query = new URLSearchParams(window.location.search);
  const userBalance = Number(query.get('userBalance') ?? 0);
  bus.emit('balances:changed', {
    userBalance: Number.isFinite(userBalance) ? userBalance : 0,
    casinoCoin: 0,
    exchangeRate: 1,
    miniGameCoin: 0,
    miniGameId: 0,
  });
  const i18n = await createLobbyI18n('en');
  document.documentElement.classList.add('theme-dark');
  createRoot(container).render(
    <StrictMode>
      <HostApp bus={bus} i18n={i18n} loader={loader} apiConfig={{ proxies: {} }} />
    </StrictMode>,
  );
}
