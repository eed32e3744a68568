import { Trans } from '@lingui/react/macro';
import type { RemoteAppProps } from '@lobby/shared';
import { useBusValue } from '@lobby/ui';

/**
 * The catalogue's entry (home, content pages, listings). The block screens land with the
 * catalogue issue; the balance line shows that the host's bus reaches this remote.
 */
export default function App(_props: RemoteAppProps) {
  const balance = useBusValue('balances:changed')?.userBalance ?? 0;
  return (
    <section data-remote="catalogue" aria-labelledby="catalogue-title">
      <h1 id="catalogue-title">
        <Trans>Casino</Trans>
      </h1>
      <p>
        <Trans>Choose your game</Trans>
      </p>
      <p data-testid="catalogue-balance">
        <Trans>Balance: {balance}</Trans>
      </p>
    </section>
  );
}
