import { Trans } from '@lingui/react/macro';
import { Button } from '@lobby/ui';
import { useState } from 'react';

/** Clears this origin's local storage after a second, explicit click: it logs the player out of the lobby. */
export function ClearStorage() {
  const [asking, setAsking] = useState(false);
  const [cleared, setCleared] = useState(false);
  return (
    <div css={(theme) => ({ display: 'flex', gap: theme.space.sm, alignItems: 'center', flexWrap: 'wrap' })}>
      {asking ? (
        <>
          <p role="alert" css={{ margin: 0 }}>
            <Trans id="dev.storage.confirm">Clear every local storage entry of this site? Sessions, favourites and settings kept here are lost.</Trans>
          </p>
          <Button
            type="button"
            onClick={() => {
              window.localStorage.clear();
              setAsking(false);
              setCleared(true);
            }}
          >
            <Trans id="dev.storage.confirmYes">Yes, clear it</Trans>
          </Button>
          <Button type="button" variant="secondary" onClick={() => setAsking(false)}>
            <Trans id="dev.storage.cancel">Cancel</Trans>
          </Button>
        </>
      ) : (
        <Button type="button" variant="secondary" onClick={() => { setAsking(true); setCleared(false); }}>
          <Trans id="dev.storage.clear">Clear local storage</Trans>
        </Button>
      )}
      {cleared ? (
        <p role="status" css={{ margin: 0 }}>
          <Trans id="dev.storage.cleared">Local storage cleared.</Trans>
        </p>
      ) : null}
    </div>
  );
}
