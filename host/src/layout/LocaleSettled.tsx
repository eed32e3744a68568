import { useLingui } from '@lingui/react';
import { useBusValue } from '@lobby/ui';
import { useState, type ReactNode } from 'react';

/**
 * Holds `children` back, showing `fallback`, until the language the settings name is active
 * (its texts and the translation service's are in: host/src/startup/connectLocale.ts), so a
 * player in Japanese never reads the lobby in English first. Once it has been, it stays open:
 * a later switch (the shell's `locale`) keeps the page in the old language until the new
 * one is active, then it re-renders in place. English is active from the start, so an
 * English page is never held, and neither is maintenance before any settings came (a host that
 * never sent initialData): no language is on its way then, and the page says so in English.
 */
export function LocaleSettled({ fallback, children }: { readonly fallback: ReactNode; readonly children: ReactNode }) {
  const { i18n } = useLingui();
  const settings = useBusValue('settings:changed');
  const loadState = useBusValue('lobby:loadStateChanged');
  const [opened, setOpened] = useState(false);
  const settled = settings === undefined ? loadState === 'maintenance' : i18n.locale === settings.locale;
  // Latched during render, React's documented way to keep state derived from a change.
  if (settled && !opened) setOpened(true);
  return <>{settled || opened ? children : fallback}</>;
}
