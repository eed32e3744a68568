/** SPEC §2: leaving a game on mobile returns to the root with this query, which shows the exit loading. */
export const EXIT_LOADING_QUERY = 'toggleLoading';

/** Where a mobile game returns to: the root, with the exit loading on. */
export const GAME_EXIT_PATH = `/?${EXIT_LOADING_QUERY}=true`;

/** Whether a location's query asks for the exit loading. */
export function isExitLoading(search: string): boolean {
  return new URLSearchParams(search).get(EXIT_LOADING_QUERY) === 'true';
}

/** The same query without the exit-loading parameter, '' when nothing is left. */
export function withoutExitLoading(search: string): string {
  const query = new URLSearchParams(search);
  query.delete(EXIT_LOADING_QUERY);
  const rest = query.toString();
  return rest === '' ? '' : `?${rest}`;
}
