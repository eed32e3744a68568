import type { ShellBridgeWindow } from '../shellWindow';

export interface FakeWindowOptions {
  readonly origin?: string;
  readonly referrer?: string;
  readonly ancestorOrigins?: readonly string[];
  readonly framed?: boolean;
  readonly opener?: boolean;
  readonly ios?: boolean;
  readonly android?: boolean;
}

export interface FakeWindow extends ShellBridgeWindow {
  /** What a script of the page posting to its own window calls (and what a top-level parent is). */
  readonly postMessage: jest.Mock<void, [unknown, string]>;
  readonly parentPostMessage: jest.Mock<void, [unknown, string]>;
  readonly openerPostMessage: jest.Mock<void, [unknown, string]>;
  readonly iosPostMessage: jest.Mock<void, [unknown]>;
  readonly androidPostMessage: jest.Mock<void, [string]>;
  /** Delivers a message event as the browser would, after the sender's postMessage. */
  deliver(data: unknown, origin: string): void;
  listenerCount(): number;
}

/**
 * A window with exactly the surroundings a test asks for (frame, opener, native
 * handlers), backed by jsdom's document so that custom-scheme frames are real elements.
 */
export function createFakeWindow(options: FakeWindowOptions = {}): FakeWindow {
  const listeners = new Set<(event: MessageEvent) => void>();
  const parentPostMessage = jest.fn<void, [unknown, string]>();
  const openerPostMessage = jest.fn<void, [unknown, string]>();
  const iosPostMessage = jest.fn<void, [unknown]>();
  const androidPostMessage = jest.fn<void, [string]>();

  const selfPostMessage = jest.fn<void, [unknown, string]>();
  let parent: ShellBridgeWindow['parent'] = options.framed ? { postMessage: parentPostMessage } : null;

  const fake: FakeWindow = {
    postMessage: selfPostMessage,
    location: { origin: options.origin ?? 'https://lobby.example', ancestorOrigins: options.ancestorOrigins },
    document: {
      referrer: options.referrer ?? '',
      createElement: document.createElement.bind(document),
      documentElement: document.documentElement,
    },
    get parent() {
      return parent;
    },
    opener: options.opener ? { postMessage: openerPostMessage } : null,
    ...(options.ios ? { webkit: { messageHandlers: { casinoLobby: { postMessage: iosPostMessage } } } } : {}),
    ...(options.android ? { CasinoLobbyAndroid: { postMessage: androidPostMessage } } : {}),
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    setTimeout: (handler, timeout) => window.setTimeout(handler, timeout),
    clearTimeout: (id) => window.clearTimeout(id),
    parentPostMessage,
    openerPostMessage,
    iosPostMessage,
    androidPostMessage,
    deliver(data, origin) {
      const event = new MessageEvent('message', { data, origin });
      for (const listener of [...listeners]) listener(event);
    },
    listenerCount: () => listeners.size,
  };
  // A top-level window is its own parent; a framed one has another.
  if (parent === null) parent = fake;
  return fake;
}
