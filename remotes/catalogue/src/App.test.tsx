import { act, screen } from '@testing-library/react';
import { rawLobbyFixture } from './testing/lobbyFixture';
import { renderCatalogue } from './testing/renderCatalogue';

describe('catalogue App', () => {
  test('keeps the root section the host and the browser test look for', () => {
    const { container } = renderCatalogue();
    expect(container.querySelector('section[data-remote="catalogue"]')).not.toBeNull();
  });

  test('an unknown deep path shows the not-found screen', () => {
    renderCatalogue({ path: '/a/b/c', lobby: rawLobbyFixture() });
    expect(screen.getByTestId('not-found')).toBeTruthy();
  });

  test('switches from the skeleton to the content when the host emits the lobby', async () => {
    const { bus } = renderCatalogue();
    expect(screen.getByTestId('content-skeleton')).toBeTruthy();
    act(() => bus.emit('lobby:dataChanged', rawLobbyFixture()));
    expect(screen.queryByTestId('content-skeleton')).toBeNull();
    expect(await screen.findByRole('heading', { level: 2, name: 'Heading standard' })).toBeTruthy();
  });
});
