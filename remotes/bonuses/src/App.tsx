import { Trans } from '@lingui/react/macro';
import { useCatalogue } from '@lobby/i18n';
import type { RemoteAppProps } from '@lobby/shared';
import { bonusesTexts } from './texts';

/** /bonus and /bonus/{id}. The list and detail screens land with the bonuses issue. */
export default function App(_props: RemoteAppProps) {
  useCatalogue(bonusesTexts);
  return (
    <section data-remote="bonuses" aria-labelledby="bonuses-title">
      <h1 id="bonuses-title">
        <Trans>Bonuses</Trans>
      </h1>
    </section>
  );
}
