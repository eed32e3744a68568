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
      <h1 id="diagnostics-title">{page === 'dev' ? <Trans id="dev.title">Development</Trans> : <Trans id="dev.environment.test">Test</Trans>}</h1>
      <section aria-labelledby="diagnostics-versions">
        <h2 id="diagnostics-versions">
          <Trans id="dev.tab.versions">Versions</Trans>
        </h2>
        <VersionsTable />
      </section>
      <section aria-labelledby="diagnostics-storage">
        <h2 id="diagnostics-storage">
          <Trans id="dev.tab.storage">Local storage</Trans>
        </h2>
        <ClearStorage />
      </section>
      <section aria-labelledby="diagnostics-settings">
        <h2 id="diagnostics-settings">
          <Trans id="preview.settings.heading">Settings</Trans>
        </h2>
        <SettingsTable />
      </section>
      <section aria-labelledby="diagnostics-bus">
        <h2 id="diagnostics-bus">
          <Trans id="dev.tab.bus">Bus</Trans>
        </h2>
        <BusLog />
      </section>
    </section>
  );
}
