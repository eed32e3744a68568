import { act, screen } from '@testing-library/react';
import { rawLobbyFixture } from '../../testing/lobbyFixture';
import { renderCatalogue } from '../../testing/renderCatalogue';

describe('LazyGameListScreen', () => {
  test("a listing opens once the screen's own chunk has come", async () => {
    await act(async () => {
      renderCatalogue({ path: '/listing-widget/standard', lobby: rawLobbyFixture() });
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Heading standard' })).toBeTruthy();
    expect(screen.queryByTestId('content-skeleton')).toBeNull();
  });
});
