import { ActionSourceProvider, connectedTexts } from '@lobby/connected';
import { useCatalogue } from '@lobby/i18n';
import type { RemoteAppProps } from '@lobby/shared';
import { uiTexts } from '@lobby/ui';
import { Route, Routes } from '@lobby/router';
import { NotFound } from './components/NotFound';
import { BasePathContext } from './lobby/BasePathContext';
import { ContentPage } from './screens/ContentPage';
import { HomePage } from './screens/HomePage';
import { ListingPage } from './screens/ListingPage';
import { ProviderGamesPage } from './screens/ProviderGamesPage';
import { catalogueTexts } from './texts';

/**
 * The catalogue's entry: home, content pages by slug, block listings and provider
 * listings. The host mounts it under basePath with a splat route, so the routes here are
 * relative to that mount; the lobby itself is the host's one normalised store (useLobby).
 */
export default function App({ basePath }: RemoteAppProps) {
  useCatalogue(uiTexts, connectedTexts, catalogueTexts);
  return (
    <section data-remote="catalogue">
      <BasePathContext.Provider value={basePath}>
        <Routes>
          <Route
            index
            element={
              <ActionSourceProvider screen="home">
                <HomePage />
              </ActionSourceProvider>
            }
          />
          <Route
            path="listing-widget/:id"
            element={
              <ActionSourceProvider screen="listing">
                <ListingPage />
              </ActionSourceProvider>
            }
          />
          <Route
            path="provider-games/:provider"
            element={
              <ActionSourceProvider screen="provider">
                <ProviderGamesPage />
              </ActionSourceProvider>
            }
          />
          <Route
            path=":slug"
            element={
              <ActionSourceProvider screen="page">
                <ContentPage />
              </ActionSourceProvider>
            }
          />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </BasePathContext.Provider>
    </section>
  );
}
