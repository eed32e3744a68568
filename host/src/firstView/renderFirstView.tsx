import { createLobbyBus } from '@lobby/bus';
import { createLobbyStore } from '@lobby/connected';
import { FirstViewLayoutContext } from '@lobby/contexts';
import { createEnglishI18n } from '@lobby/i18n';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { routeRemote } from '@lobby/domain';
import type { FirstViewInput } from '@lobby/shared';
import { uiTexts } from '@lobby/ui';
import { renderToString } from 'react-dom/server';
import { createRemoteLoader } from '../federation/createRemoteLoader';
import { HOST_PROVIDES } from '../federation/hostProvides';
import type { ResidentStart } from '../federation/residentStart';
import { HostApp } from '../layout/HostApp';
import { createNavigationHistory } from '../navigation/navigationHistory';
import { hostTexts } from '../texts';

/** game-player draws nothing in a first view: it never starts there. */
const NEVER_STARTED: ResidentStart = {
  started: () => false,
  subscribe: () => () => undefined,
  start: () => undefined,
  dispose: () => undefined,
};

/**
 * English for every first view (a page that asks for another language gets none): one
 * instance, so the catalogue texts the remote loads on its first render are in for the next.
 */
const i18n = createEnglishI18n({ catalogues: [hostTexts, uiTexts] });

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
 * with the player's lists still to come, English, the settings' brand. ELEMENT_NAMES are
 * dropped, so the page never has two of one id, and scripts and tests find the live tree only.
 */
export async function renderFirstView({
  reply,
  settings,
  path,
  platform,
  registry,
  mode,
}: FirstViewInput): Promise<string> {
  const bus = createLobbyBus();
  const lobbyStore = createLobbyStore(bus);
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
          i18n={i18n}
          loader={loader}
          residentStart={NEVER_STARTED}
          prefix={{ platform, basename: '' }}
          history={createNavigationHistory()}
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
  }
}
