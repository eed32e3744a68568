import type { ReactNode } from 'react';
import { assertNever } from '@lobby/domain';
import type { ContentLoadState } from '../../lobby/contentLoadState';
import { ContentSkeleton } from '../ContentSkeleton';
import { NotFound } from '../NotFound';

export interface ContentStateViewProps {
  readonly state: ContentLoadState;
  /** Called only when LOADED, so it may assume the content exists. */
  readonly renderLoaded: () => ReactNode;
}

/** One switch from a screen's content-load state to what it shows. */
export function ContentStateView({ state, renderLoaded }: ContentStateViewProps) {
  switch (state) {
    case 'INITIAL':
    case 'LOADING':
      return <ContentSkeleton />;
    case 'NOT_FOUND':
      return <NotFound />;
    case 'LOADED':
      return <>{renderLoaded()}</>;
    default:
      return assertNever(state);
  }
}
