import type { ReactNode } from 'react';
import { useDisplaySettings } from '@lobby/connected';
import { assertNever } from '@lobby/domain';
import { PageSkeleton } from '@lobby/ui';
import type { ContentLoadState } from '../../lobby/contentLoadState';
import { NotFound } from '../NotFound';

export interface ContentStateViewProps {
  readonly state: ContentLoadState;
  /** Called only when LOADED, so it may assume the content exists. */
  readonly renderLoaded: () => ReactNode;
}

/** One switch from a screen's content-load state to what it shows. */
export function ContentStateView({ state, renderLoaded }: ContentStateViewProps) {
  const { platform } = useDisplaySettings();
  switch (state) {
    case 'INITIAL':
    case 'LOADING':
      return <PageSkeleton platform={platform} />;
    case 'NOT_FOUND':
      return <NotFound />;
    case 'LOADED':
      return <>{renderLoaded()}</>;
    default:
      return assertNever(state);
  }
}
