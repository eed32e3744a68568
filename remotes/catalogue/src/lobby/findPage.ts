import type { Lobby, Page } from '@lobby/domain';

/** Slugs are matched without regard to case, as the shell's navigation targets are. */
export function findPage(lobby: Lobby, slug: string): Page | undefined {
  const wanted = slug.trim().toLowerCase();
  return lobby.pages.find((page) => page.slug.toLowerCase() === wanted);
}
