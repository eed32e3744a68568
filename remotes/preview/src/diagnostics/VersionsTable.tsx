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
    if (state === undefined) return _(msg`Not loaded on this page`);
    if (!state.loaded) return _(msg`Failed: ${state.reason}`);
    if (state.fallback === undefined) return _(msg`Loaded`);
    const { version } = state;
    const { from, reason } = state.fallback;
    return _(msg`Running ${version} instead of ${from}: ${reason}`);
  };
  return (
    <table css={tableStyle} data-testid="versions-table">
      <caption>
        <Trans>Versions and contracts</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Part</Trans>
          </th>
          <th scope="col">
            <Trans>Version</Trans>
          </th>
          <th scope="col">
            <Trans>Contracts</Trans>
          </th>
          <th scope="col">
            <Trans>State</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">host</th>
          <td>{hostVersion()}</td>
          <td>{document.documentElement.dataset.lobbyContracts ?? '?'}</td>
          <td>
            <Trans>Loaded</Trans>
          </td>
        </tr>
        {(rows ?? []).map((row) => (
          <tr key={row.remote} data-remote-row={row.remote}>
            <th scope="row">{row.remote}</th>
            <td css={machineText}>
              {row.version ?? '?'}
              {row.kept.length > 0 ? (
                <small css={keptStyle}>
                  <Trans>Kept: {row.kept.join(', ')}</Trans>
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
              <Trans>The registry could not be read.</Trans>
            </td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
