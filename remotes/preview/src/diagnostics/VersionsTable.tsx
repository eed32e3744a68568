import type { Theme } from '@emotion/react';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { REGISTRY_PATH } from '@lobby/shared';
import { useBusValue } from '@lobby/ui';
import { useEffect, useState } from 'react';
import { readRegistryRows, type RegistryRow } from './readRegistryRows';
import { machineText, tableStyle } from './tableStyle';

/** What the host page says of itself (startLobby writes it on the root element). */
function hostVersion(): string {
  return document.documentElement.dataset.lobbyHostVersion ?? '?';
}

/** The releases kept under the current one: rollback and fallback targets. */
const keptStyle = (theme: Theme) => ({ display: 'block', color: theme.color.textMuted, marginBlockStart: theme.space.xs });

/**
 * Host and remotes: each remote's current release, what it needs of the host and the releases
 * kept, from the registry; whether each loaded here, and which release when not the current one.
 */
export function VersionsTable() {
  const { _ } = useLingui();
  const states = useBusValue('remote:statesChanged') ?? {};
  const [rows, setRows] = useState<readonly RegistryRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    fetch(REGISTRY_PATH, { cache: 'no-cache' })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((registry: unknown) => live && setRows(readRegistryRows(registry)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);
  const stateOf = (row: RegistryRow): string => {
    const state = states[row.remote];
    if (state === undefined) return _(msg({ id: 'dev.versions.notLoaded', message: `Not loaded on this page` }));
    if (!state.loaded) {
      const { reason } = state;
      return _(msg({ id: 'dev.versions.failed', message: `Failed: ${reason}` }));
    }
    if (state.fallback === undefined) return _(msg({ id: 'dev.versions.loaded', message: `Loaded` }));
    const { version } = state;
    const { from, reason } = state.fallback;
    return _(msg({ id: 'dev.versions.fellBack', message: `Running ${version} instead of ${from}: ${reason}` }));
  };
  return (
    <table css={tableStyle} data-testid="versions-table">
      <caption>
        <Trans id="dev.versions.caption">Versions and contracts</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans id="dev.versions.part">Part</Trans>
          </th>
          <th scope="col">
            <Trans id="dev.versions.version">Version</Trans>
          </th>
          <th scope="col">
            <Trans id="dev.versions.contracts">Contracts</Trans>
          </th>
          <th scope="col">
            <Trans id="dev.versions.state">State</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">host</th>
          <td>{hostVersion()}</td>
          <td>{document.documentElement.dataset.lobbyContracts ?? '?'}</td>
          <td>
            <Trans id="dev.versions.loaded">Loaded</Trans>
          </td>
        </tr>
        {(rows ?? []).map((row) => (
          <tr key={row.remote} data-remote-row={row.remote}>
            <th scope="row">{row.remote}</th>
            <td css={machineText}>
              {row.version ?? '?'}
              {row.kept.length > 0 ? (
                <small css={keptStyle}>
                  <KeptReleases versions={row.kept} />
                </small>
              ) : null}
            </td>
            <td>{row.needs ?? '?'}</td>
            <td>{stateOf(row)}</td>
          </tr>
        ))}
      </tbody>
      {failed ? (
        <tfoot>
          <tr>
            <td colSpan={4}>
              <Trans id="dev.versions.registryFailed">The registry could not be read.</Trans>
            </td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}

/** The releases an app keeps besides the current one, for a rollback. */
function KeptReleases({ versions }: { readonly versions: readonly string[] }) {
  const kept = versions.join(', ');
  return <Trans id="dev.versions.kept">Kept: {kept}</Trans>;
}
