/**
 * The parts of `window` the bridge touches. A real Window satisfies it; tests pass a
 * fake, which is how each transport is exercised without a WebView or a frame.
 */
export interface PostMessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

export interface NativeShellGlobals {
  /** Injected by the iOS shell's WKUserContentController. */
  readonly webkit?: { readonly messageHandlers?: { readonly casinoLobby?: { postMessage(message: unknown): void } } };
  /** Injected by the Android shell with addJavascriptInterface; takes strings only. */
  readonly CasinoLobbyAndroid?: { postMessage(message: string): void };
}

export interface ShellBridgeWindow extends NativeShellGlobals {
  readonly location: { readonly origin: string; readonly ancestorOrigins?: ArrayLike<string> };
  readonly document: Pick<Document, 'referrer' | 'createElement' | 'documentElement'>;
  readonly parent: PostMessageTarget | null;
  readonly opener: PostMessageTarget | null;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  setTimeout(handler: () => void, timeout: number): number;
  clearTimeout(id: number): void;
}
