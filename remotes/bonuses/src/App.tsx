import { ActionSourceProvider } from '@lobby/connected';
import { useCatalogue } from '@lobby/i18n';
import type { RemoteAppProps } from '@lobby/shared';
import { uiTexts } from '@lobby/ui';
import { Route, Routes } from '@lobby/router';
import { BonusNotFound } from './components/BonusNotFound';
import { BonusDetailPage } from './screens/BonusDetailPage';
import { BonusListPage } from './screens/BonusListPage';
import { bonusesTexts } from './texts';

/**
 * /bonus and /bonus/{id}. The host mounts it under /bonus with a splat route, so the routes
 * here are relative to that mount; the bonuses themselves come from the host on the bus.
 */
export default function App(_props: RemoteAppProps) {
  useCatalogue(uiTexts, bonusesTexts);
  return (
    <section data-remote="bonuses">
      <ActionSourceProvider screen="bonuses">
        <Routes>
          <Route index element={<BonusListPage />} />
          <Route path=":id" element={<BonusDetailPage />} />
          <Route path="*" element={<BonusNotFound />} />
        </Routes>
      </ActionSourceProvider>
    </section>
  );
}
