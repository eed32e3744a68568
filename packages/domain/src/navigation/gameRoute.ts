/** SPEC §2 /games/{code}: whether a path (below any platform prefix) is a game route. */
export function isGameRoutePath(pathname: string): boolean {
  return /^\/games(\/|$)/.test(pathname);
}
