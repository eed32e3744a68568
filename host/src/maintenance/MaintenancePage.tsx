import { Trans } from '@lingui/react/macro';
import { tokens } from '@lobby/ui';

/** SPEC §2 maintenance screen; start-up retries on its own, so there is nothing to press. */
export function MaintenancePage() {
  return (
    <section
      data-testid="maintenance-page"
      css={(theme) => ({
        padding: tokens.space.xxl,
        textAlign: 'center',
        color: theme.color.text,
        backgroundColor: theme.color.surface,
      })}
    >
      <p role="status">
        <Trans id="host.maintenance.message">The casino is currently unavailable due to maintenance. Please try again later.</Trans>
      </p>
    </section>
  );
}
