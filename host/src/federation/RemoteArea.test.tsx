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
  test('a remote already loaded is drawn at once, with what goes beside it, and no placeholder', () => {
    renderWithBus(
      <RemoteArea
        remote="catalogue"
        loader={loaderWith(CatalogueApp)}
        basePath=""
        placeholder={<p>placeholder</p>}
        besideRemote={<p>beside</p>}
      />,
    );
    expect(screen.getByText('catalogue at /')).toBeTruthy();
    expect(screen.getByText('beside')).toBeTruthy();
    expect(screen.queryByText('placeholder')).toBeNull();
  });

  test('a remote on its way shows the placeholder, and nothing of what goes beside it', () => {
    renderWithBus(
      <RemoteArea
        remote="catalogue"
        loader={loaderWith(undefined)}
        basePath=""
        placeholder={<p>placeholder</p>}
        besideRemote={<p>beside</p>}
      />,
    );
    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(screen.queryByText('beside')).toBeNull();
  });
});
