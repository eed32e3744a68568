import { useLingui } from '@lingui/react/macro';
import { useCatalogue } from '@lobby/i18n';
import type { RemoteAppProps } from '@lobby/shared';
import { searchTexts } from './texts';

/** The search entry in the header. The panel, filters and results land with the search issue. */
export default function App(_props: RemoteAppProps) {
  useCatalogue(searchTexts);
  const { t } = useLingui();
  return (
    <search data-remote="search" css={{ display: 'block' }}>
      {/* Fills the header slot the host gives it, so it never runs into the balance on a phone. */}
      <input
        type="search"
        aria-label={t`Search games`}
        placeholder={t`Search games`}
        css={{ boxSizing: 'border-box', width: '100%', maxWidth: 320, font: 'inherit' }}
      />
    </search>
  );
}
