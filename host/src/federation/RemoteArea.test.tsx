import { screen } from '@testing-library/react';
import type { RemoteAppProps } from '@lobby/shared';
import { renderWithBus } from '../testing/renderWithBus';
import type { RemoteApp, RemoteLoader } from './createRemoteLoader';
import { RemoteArea } from './RemoteArea';

const CatalogueApp: RemoteApp = ({ basePath }: RemoteAppProps) => <p>catalogue at {basePath || '/'}</p>;

/** A loader whose remote is already in, or still on its way (a load that never settles). */
function loaderWith(app: RemoteApp | undefined): RemoteLoader {
  return {
    load: () => (app === undefined ? new Promise<RemoteApp>(() => undefined) : Promise.resolve(app)),
    preload: () => undefined,
    loaded: () => app,
  };
}

describe('RemoteArea', () => {
  test.each([
    [
      'already loaded is drawn at once, with what goes beside it',
      CatalogueApp,
      ['catalogue at /', 'beside'],
      ['placeholder'],
    ],
    ['on its way shows the placeholder, and nothing of what goes beside it', undefined, ['placeholder'], ['beside']],
  ])('a remote %s', (_name, app, shown, absent) => {
    renderWithBus(
      <RemoteArea
        remote="catalogue"
        loader={loaderWith(app)}
        basePath=""
        placeholder={<p>placeholder</p>}
        besideRemote={<p>beside</p>}
      />,
    );
    for (const text of shown) expect(screen.getByText(text)).toBeTruthy();
    for (const text of absent) expect(screen.queryByText(text)).toBeNull();
  });
});
