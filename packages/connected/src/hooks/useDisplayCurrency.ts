import { displayCurrency } from '@lobby/domain';
import { useBusValue } from '@lobby/ui';
import { useLobby } from '../lobby/useLobby';

/**
 * The currency amounts are shown in (displayCurrency: the settings', else the lobby reply's,
 * else USD): the header balance, a bonus's wagering. Its own hook rather than a field of
 * useDisplaySettings, so the many tiles that read those settings do not follow the lobby too.
 */
export function useDisplayCurrency(): string {
  return displayCurrency(useBusValue('settings:changed')?.currency, useLobby()?.lobby.currency);
}
