/**
 * The RxJS API of the lobby: exactly what the bus, the host and the remotes use, and nothing
 * more. This package, not rxjs, is the shared singleton, so the one copy on the page carries
 * only these exports (rxjs is tree-shaken behind it) and there is still one Observable and one
 * Subscription class on the page (docs/architecture.md). Import RxJS values from here; a new
 * need is one more name below. Type-only imports of rxjs stay allowed (the MF contract in
 * shared/ names Observable and imports nothing of ours).
 */
export {
  EMPTY,
  Observable,
  Subject,
  Subscription,
  filter,
  first,
  firstValueFrom,
  map,
  merge,
  skip,
  take,
  toArray,
} from 'rxjs';
