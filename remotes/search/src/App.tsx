import { useLingui } from '@lingui/react/macro';
import type { RemoteAppProps } from '@lobby/shared';

/** The search entry in the header. The panel, filters and results land with the search issue. */
export default function App(_props: RemoteAppProps) {
  const { t } = useLingui();
  return (
    <search data-remote="search">
      <input type="search" aria-label={t`Search games`} placeholder={t`Search games`} />
    </search>
  );
}
