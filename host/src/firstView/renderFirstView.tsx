import { createLobbyBus } from '@lobby/bus';
import { connectedTexts, createLobbyClock, createLobbyStore, type PlayerActions } from '@lobby/connected';
import { FirstViewLayoutContext } from '@lobby/contexts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { routeRemote } from '@lobby/domain';
import { LOCALES, type FirstViewInput, type Locale } from '@lobby/shared';
import { uiTexts } from '@lobby/ui';
import { renderToString } from 'react-dom/server';
import { createRemoteLoader } from '../federation/createRemoteLoader';
import { HOST_PROVIDES } from '../federation/hostProvides';
import type { ResidentStart } from '../federation/residentStart';
import { HostApp } from '../layout/HostApp';
import { createNavigationHistory } from '../navigation/navigationHistory';
import { hostTexts } from '../texts';
import { createFirstViewI18n } from './firstViewI18n';


/**
 * The first view is markup drawn on the server: nothing in it can act before the live lobby
 * takes over, so its calls answer nothing and track nothing.
 */
const FIRST_VIEW_ACTIONS: PlayerActions = {
  launchAddress: () => new Promise(() => undefined),
  track: () => undefined,
};
/** game-player draws nothing in a first view: it never starts there. */
const NEVER_STARTED: ResidentStart = {
  started: () => false,
  subscribe: () => () => undefined,
  start: () => undefined,
  dispose: () => undefined,
};

/**
 * The locales this renderer draws, read by the server (server/src/static/firstView.ts): a
 * renderer from before views were drawn in the page's locale exports none, and the server then
 * asks it for English views only.
 */
export const firstViewLocales: readonly Locale[] = LOCALES;

/**
 * Each locale's instance, with the texts of every workspace the view draws: the host's and its
 * libraries' loaded before the first view, the catalogue remote's by its App on its first render.
 */
const i18nOf = createFirstViewI18n([hostTexts, uiTexts, connectedTexts]);

/** A boundary still waiting (`$?`) or given up to the browser (`$!`): the view is not whole. */
const UNFINISHED = /<!--\$[?!]-->/;
/** Passes before a view that still suspends is given up: the first loads what the next draws. */
const PASSES = 3;

/**
 * Attributes that name, point at or mark an element for scripts and tests: only the live tree
 * answers to them. The lobby root's (its global styles hang on it) and Emotion's stay.
 */
const ELEMENT_NAMES =
  / (?:id|for|aria-labelledby|aria-describedby|aria-controls|data-(?!lobby-root\b|emotion\b)[\w-]+)="[^"]*"/g;

/**
 * The lobby's first view of a catalogue page as HTML, drawn on the server by the lobby's own
 * components (host layout and the catalogue remote, built into one bundle for Node by
 * host/first-view/webpack.config.js) from the reply the page carries: the browser paints it,
 * lead image included, before any script has arrived, and the host swaps it for the live
 * lobby once that has drawn the same page (firstView/connectFirstView.tsx). A guest's view
 * with the player's lists still to come, in the settings' locale and brand, with the
 * translation service's texts the live lobby lays over its own. ELEMENT_NAMES are dropped, so
 * the page never has two of one id, and scripts and tests find the live tree only.
 */
export async function renderFirstView({
  reply,
  settings,
  path,
  platform,
  registry,
  mode,
  translations,
}: FirstViewInput): Promise<string> {
  const i18n = await i18nOf(settings.locale, translations);
  const bus = createLobbyBus();
  const clock = createLobbyClock(bus);
  const lobbyStore = createLobbyStore(bus, { clock });
  const loader = createRemoteLoader({
    bus,
    federation: { registerRemotes, loadRemote },
    fetch: () => Promise.reject(new Error('The first view fetches nothing')),
    baseUrl: 'http://localhost/',
    provides: HOST_PROVIDES,
    registry,
  });
  bus.emit('settings:changed', settings);
  bus.emit('layout:changed', { platform });
  bus.emit('lobby:dataChanged', reply);
  bus.emit('lobby:loadStateChanged', 'loaded');
  try {
    // The route's remote is in before drawing, so its area draws it in the same pass (loaded()).
    await loader.load(routeRemote(path));
    const view = (
      <FirstViewLayoutContext.Provider value={platform}>
        <HostApp
          bus={bus}
          lobbyStore={lobbyStore}
          clock={clock}
          i18n={i18n}
          loader={loader}
          residentStart={NEVER_STARTED}
          prefix={{ platform, basename: '' }}
          history={createNavigationHistory()}
          playerActions={FIRST_VIEW_ACTIONS}
          mode={mode}
          location={path}
        />
      </FirstViewLayoutContext.Provider>
    );
    for (let pass = 1; ; pass += 1) {
      const markup = renderToString(view);
      if (!UNFINISHED.test(markup)) return markup.replace(ELEMENT_NAMES, '');
      if (pass === PASSES) throw new Error(`The first view of ${path} still waits after ${PASSES} passes`);
      // What the pass started loading (texts, a lazy module) settles in the tasks after it.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  } finally {
    lobbyStore.dispose();
    clock.dispose();
  }
}
