import { Trans } from '@lingui/react/macro';
import { pageStack } from '../pageStack';
import { BusLog } from './BusLog';
import { ClearStorage } from './ClearStorage';
import { SettingsTable } from './SettingsTable';
import { VersionsTable } from './VersionsTable';

export interface DiagnosticsPageProps {
  readonly page: 'dev' | 'test';
}

/** /dev and /test: what runs here, what it runs with, and what it says on the bus. */
export function DiagnosticsPage({ page }: DiagnosticsPageProps) {
  return (
    <section aria-labelledby="diagnostics-title" css={pageStack}>
      <h1 id="diagnostics-title">{page === 'dev' ? <Trans>Development</Trans> : <Trans>Test</Trans>}</h1>
      <section aria-labelledby="diagnostics-versions">
        <h2 id="diagnostics-versions">
          <Trans>Versions</Trans>
        </h2>
        <VersionsTable />
      </section>
      <section aria-labelledby="diagnostics-storage">
        <h2 id="diagnostics-storage">
          <Trans>Local storage</Trans>
        </h2>
        <ClearStorage />
      </section>
      <section aria-labelledby="diagnostics-settings">
        <h2 id="diagnostics-settings">
          <Trans>Settings</Trans>
        </h2>
        <SettingsTable />
      </section>
      <section aria-labelledby="diagnostics-bus">
        <h2 id="diagnostics-bus">
          <Trans>Bus</Trans>
        </h2>
        <BusLog />
      </section>
    </section>
  );
}
