import { Trans } from '@lingui/react/macro';
import { SETTINGS_FIELDS } from '@lobby/domain';
import { useBusValue } from '@lobby/ui';
import { machineText, tableStyle } from './tableStyle';

/** A long value (an injected lobby reply) is summarised: the table is for reading. */
const MAX_SHOWN = 120;

function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}… (${text.length})` : text;
}

/** The settings this page runs with, key by key in schema order. */
export function SettingsTable() {
  const settings = useBusValue('settings:changed');
  return (
    <table css={tableStyle}>
      <caption>
        <Trans id="dev.settings.caption">Settings in force</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans id="dev.settings.setting">Setting</Trans>
          </th>
          <th scope="col">
            <Trans id="dev.settings.value">Value</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {settings === undefined
          ? null
          : SETTINGS_FIELDS.map((field) => (
              <tr key={field.key}>
                <th scope="row" css={{ fontFamily: 'ui-monospace, monospace' }}>
                  {field.key}
                </th>
                <td css={machineText}>{shown(settings[field.key])}</td>
              </tr>
            ))}
      </tbody>
    </table>
  );
}
