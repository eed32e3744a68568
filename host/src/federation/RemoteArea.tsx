import { Trans } from '@lingui/react/macro';
import type { RemoteId } from '@lobby/shared';
import { Button, CommonText, ErrorBoundary, Skeleton } from '@lobby/ui';
import { Suspense, lazy, useMemo, useState, type ReactNode } from 'react';
import type { RemoteLoader } from './createRemoteLoader';

export interface RemoteAreaProps {
  readonly remote: RemoteId;
  readonly loader: RemoteLoader;
  /** The router path the remote's routes live under ('' for the root). */
  readonly basePath: string;
  /** Height reserved while loading, so the page does not jump. */
  readonly minHeight?: number;
  /** Drawn while the remote loads, in place of a plain box of minHeight (a page's shape, say). */
  readonly placeholder?: ReactNode;
  /** Drawn beside the remote's content, and only with it (never with the placeholder). */
  readonly besideRemote?: ReactNode;
}

/**
 * The one generic boundary around every remote: lazy load behind Suspense with a skeleton,
 * an error boundary with a themed fallback and a retry. The host knows no remote's internals.
 */
export function RemoteArea({ remote, loader, basePath, minHeight = 240, placeholder, besideRemote }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  // A remote already loaded is drawn in the same pass as the layout, without suspending (the
  // server's first view is drawn in one pass).
  const RemoteApp = useMemo(
    () => loader.loaded(remote) ?? lazy(() => loader.load(remote).then((app) => ({ default: app }))),
    // A new attempt needs a new lazy component: React caches a rejected one for good.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loader, remote, attempt],
  );

  return (
    <div data-remote-area={remote}>
      <ErrorBoundary
        resetKeys={[attempt]}
        fallback={() => (
          <div role="alert" data-remote-fallback={remote} css={{ minHeight }}>
            <p>
              <Trans id="host.remote.failed">This part of the lobby could not be loaded.</Trans>
            </p>
            <Button variant="secondary" onClick={() => setAttempt((value) => value + 1)}>
              <CommonText name="retry" />
            </Button>
          </div>
        )}
      >
        <Suspense fallback={placeholder ?? <Skeleton height={minHeight} />}>
          <RemoteApp basePath={basePath} />
          {besideRemote}
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
