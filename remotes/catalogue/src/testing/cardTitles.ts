/** Each game card's title in page order, as its caption's tooltip carries it in full. */
export function cardTitles(root: HTMLElement): string[] {
  return [...root.querySelectorAll('[data-card-style] [data-part="title"]')].map((caption) => caption.getAttribute('title') ?? '');
}
