/**
 * `work`, or a rejection after `ms`: a page whose frames stop (requestAnimationFrame never called
 * again) would otherwise hold the whole run.
 */
export function withinTime<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  // Its late rejection (the context closed under it) is no longer anyone's.
  work.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
