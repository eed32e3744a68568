// Test-only: one block of the fixture alone on the home page.
import type { OwnedLobbyBus } from '@lobby/bus';
import { rawLobbyFixture } from './lobbyFixture';
import { renderCatalogue } from './renderCatalogue';
import type { CatalogueRender } from './renderCatalogue';

export interface BlockRender extends CatalogueRender {
  /** The block's frame (BlockFrame's element). */
  readonly frame: HTMLElement;
}

export function renderBlock(blockId: string, prepareBus?: (bus: OwnedLobbyBus) => void): BlockRender {
  const lobby = rawLobbyFixture({ pages: [{ id: 'p-home', slug: 'home', title: 'Home', blocks: [blockId] }] });
  const result = renderCatalogue({ lobby, prepareBus });
  const frame = result.container.querySelector<HTMLElement>('[data-block-type]');
  if (frame === null) throw new Error(`Block ${blockId} did not render.`);
  return { ...result, frame };
}

/** Collects what the catalogue asks the host to launch. */
export function recordLaunches(bus: OwnedLobbyBus): { gameCode: string; aggregator: string }[] {
  const launches: { gameCode: string; aggregator: string }[] = [];
  bus.on$('game:launchRequested').subscribe((request) => launches.push(request));
  return launches;
}
