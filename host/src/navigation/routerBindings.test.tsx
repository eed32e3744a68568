import { act, render, screen } from '@testing-library/react';
import { createLobbyBus } from '@lobby/bus';
import { createEnglishI18n, I18nProvider } from '@lobby/i18n';
import { MAINTENANCE_PATH } from '@lobby/shared';
import { BusProvider, LobbyThemeProvider } from '@lobby/ui';
import { MemoryRouter, Route, Routes, useLocation } from '@lobby/router';
import { MaintenancePage } from '../maintenance/MaintenancePage';
import { BusNavigator } from './BusNavigator';
import { LoadStateRedirect } from './LoadStateRedirect';

function CurrentPath() {
  const { pathname, search } = useLocation();
  return <div data-testid="path">{pathname + search}</div>;
}

function renderHost() {
  const bus = createLobbyBus();
  render(
    <I18nProvider i18n={createEnglishI18n()}>
      <LobbyThemeProvider brand="WPTG" mode="dark">
        <BusProvider bus={bus}>
          <MemoryRouter initialEntries={['/slots']}>
            <BusNavigator />
            <LoadStateRedirect />
            <CurrentPath />
            <Routes>
              <Route path={MAINTENANCE_PATH} element={<MaintenancePage />} />
            </Routes>
          </MemoryRouter>
        </BusProvider>
      </LobbyThemeProvider>
    </I18nProvider>,
  );
  return bus;
}

const path = () => screen.getByTestId('path').textContent;

describe('router bindings', () => {
  test('navigation:requested moves the router', () => {
    const bus = renderHost();
    act(() => bus.emit('navigation:requested', { path: '/listing-widget/b1?heading=Top' }));
    expect(path()).toBe('/listing-widget/b1?heading=Top');
  });

  test('maintenance shows the maintenance page; a later load returns to the root', () => {
    const bus = renderHost();
    act(() => bus.emit('lobby:loadStateChanged', 'maintenance'));
    expect(path()).toBe(MAINTENANCE_PATH);
    expect(screen.getByRole('status').textContent).toBe(
      'The casino is currently unavailable due to maintenance. Please try again later.',
    );
    act(() => bus.emit('lobby:loadStateChanged', 'loaded'));
    expect(path()).toBe('/');
  });
});
