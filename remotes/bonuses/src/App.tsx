import { Trans } from '@lingui/react/macro';
import type { RemoteAppProps } from '@lobby/shared';

/** /bonus and /bonus/{id}. The list and detail screens land with the bonuses issue. */
export default function App(_props: RemoteAppProps) {
  return (
    <section data-remote="bonuses" aria-labelledby="bonuses-title">
      <h1 id="bonuses-title">
        <Trans>Bonuses</Trans>
      </h1>
    </section>
  );
}
