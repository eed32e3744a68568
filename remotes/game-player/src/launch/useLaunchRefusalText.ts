import { useLingui } from '@lingui/react/macro';
import { formatDate, type LaunchRefusal } from '@lobby/domain';

export interface LaunchRefusalText {
  readonly title: string;
  readonly text: string;
}

/**
 * Why player protection refused a launch (issue #34), in the player's words and locale: the
 * launch notice after a tap and the game page's alert say the same. The end is a date and time
 * in the player's locale and time zone; a refusal without one (or with one that cannot be
 * read) says so without a date.
 */
export function useLaunchRefusalText(refusal: LaunchRefusal | null): LaunchRefusalText | null {
  const { t, i18n } = useLingui();
  if (refusal === null) return null;
  const date = refusal.until === null ? null : formatDate(refusal.until, i18n.locale, 'dateTime');
  switch (refusal.reason) {
    case 'selfExcluded':
      return {
        title: t({ id: 'game.refusal.selfExcluded.title', message: `Self-exclusion in place` }),
        text:
          date === null
            ? t({ id: 'game.refusal.selfExcluded.message', message: `You have excluded yourself from play.` })
            : t({ id: 'game.refusal.selfExcluded.until', message: `You have excluded yourself from play until ${date}.` }),
      };
    case 'coolOff':
      return {
        title: t({ id: 'game.refusal.coolOff.title', message: `Taking a break` }),
        text:
          date === null
            ? t({ id: 'game.refusal.coolOff.message', message: `You are taking a break from play.` })
            : t({ id: 'game.refusal.coolOff.until', message: `You are taking a break from play until ${date}.` }),
      };
    case 'lossLimit':
      return {
        title: t({ id: 'game.refusal.lossLimit.title', message: `Loss limit reached` }),
        text:
          date === null
            ? t({ id: 'game.refusal.lossLimit.message', message: `You have reached your loss limit.` })
            : t({
                id: 'game.refusal.lossLimit.until',
                message: `You have reached your loss limit. You can play again after ${date}.`,
              }),
      };
  }
}
