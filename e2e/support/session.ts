import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Frame, Page } from 'playwright-core';
import { launchBrowser, watchProblems, type PageProblems } from './browser';
import { ensureBuilt, startLobbyServer, type LobbyServer, type LobbyServerOptions } from './lobbyServer';

/** The host's maintenance text (SPEC §2), as the lobby shows it. */
export const MAINTENANCE_TEXT = 'The casino is currently unavailable due to maintenance. Please try again later.';

/**
 * One Chromium per test file, after building what is stale once. Call at the top of a
 * `describe`; the returned function gives the browser inside tests.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  before(async () => {
    await ensureBuilt();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('useBrowser: the browser starts in before()');
    return browser;
  };
}

/**
 * One lobby server per test file, shared by its tests. Call at the top of a `describe`;
 * the returned function gives the server inside tests.
 */
export function useLobbyServer(): () => LobbyServer {
  let server: LobbyServer | undefined;
  before(async () => {
    server = await startLobbyServer();
  });
  after(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('useLobbyServer: the server starts in before()');
    return server;
  };
}

export interface LobbyPageContext {
  readonly server: LobbyServer;
  readonly page: Page;
  readonly problems: PageProblems;
}

export type LobbyPageOptions = LobbyServerOptions;

/** A server of its own and a fresh page for one test, both closed whatever the test does. */
export async function withLobbyPage(
  browser: Browser,
  run: (context: LobbyPageContext) => Promise<void>,
  options: LobbyPageOptions = {},
): Promise<void> {
  const server = await startLobbyServer(options);
  const page = await browser.newPage();
  const problems = watchProblems(page);
  try {
    await run({ server, page, problems });
  } finally {
    await page.close();
    await server.close();
  }
}

/** Waits for the host's load state (the data-lobby-state attribute on <html>). */
export async function waitForLobbyState(target: Page | Frame, state: string): Promise<void> {
  await target.waitForFunction((wanted) => document.documentElement.dataset.lobbyState === wanted, state, {
    timeout: 20000,
  });
}

/** Opens the host-shell simulator (optionally framing `lobbyPath`) and returns the lobby's frame. */
export async function openShell(page: Page, serverUrl: string, lobbyPath?: string): Promise<Frame> {
  const query = lobbyPath === undefined ? '' : `?lobby=${encodeURIComponent(lobbyPath)}`;
  await page.goto(`${serverUrl}/shell/${query}`, { waitUntil: 'load' });
  const frame = await (await page.locator('#lobby-frame').elementHandle())?.contentFrame();
  assert.ok(frame, 'the simulator frames the lobby');
  return frame;
}

/** The key of an active game of `aggregator` that plays on `platform`, from the content service. */
export async function activeGameKey(serverUrl: string, aggregator: string, platform: 'mobile' | 'desktop'): Promise<string> {
  const response = await fetch(`${serverUrl}/api/v1/casino/games?aggregator=${aggregator}&platform=${platform}&isActive=true&limit=1`);
  const body = (await response.json()) as { data: { code: string; aggregator: string }[] };
  const game = body.data[0];
  assert.ok(game, `an active ${aggregator} game on ${platform}`);
  return `${game.aggregator}:${game.code}`;
}
