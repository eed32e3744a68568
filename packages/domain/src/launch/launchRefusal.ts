import type { PlayerActionRefusal, RawPlayerProtection } from '@lobby/shared';

/** The gate's refusals that player protection makes (issue #34), as opposed to the session's. */
export type ProtectionRefusal = Extract<PlayerActionRefusal, 'coolOff' | 'selfExcluded' | 'lossLimit'>;

/**
 * A launch player protection refused, whichever side's gate refused it (the lobby's on what it
 * knows, the content service's 403): why, and when that ends — the break's end, or the loss
 * limit's reset; null when it has no end (a self-exclusion without one).
 */
export interface LaunchRefusal {
  readonly reason: ProtectionRefusal;
  readonly until: string | null;
}

const PROTECTION_REFUSALS: ReadonlySet<PlayerActionRefusal> = new Set<ProtectionRefusal>([
  'coolOff',
  'selfExcluded',
  'lossLimit',
]);

export function isProtectionRefusal(reason: PlayerActionRefusal): reason is ProtectionRefusal {
  return PROTECTION_REFUSALS.has(reason);
}

/** The refusal of `reason`, its end read from the player's protection the gate decided on. */
export function launchRefusalOf(
  reason: ProtectionRefusal,
  state: Pick<RawPlayerProtection, 'exclusion' | 'lossLimit'> | null | undefined,
): LaunchRefusal {
  if (reason === 'lossLimit') return { reason, until: state?.lossLimit?.resetsAt ?? null };
  return { reason, until: state?.exclusion?.until ?? null };
}

/**
 * The refusal in English for the shell's openCasinoGameFailed statusText (SPEC §8 sends the
 * shell English, as the credentials text): the player's wording, the end as an ISO instant,
 * since a shell reads it in no locale of the player's.
 */
export function launchRefusalStatusText({ reason, until }: LaunchRefusal): string {
  switch (reason) {
    case 'selfExcluded':
      return until === null
        ? 'You have excluded yourself from play.'
        : `You have excluded yourself from play until ${until}.`;
    case 'coolOff':
      return until === null ? 'You are taking a break from play.' : `You are taking a break from play until ${until}.`;
    case 'lossLimit':
      return until === null
        ? 'You have reached your loss limit.'
        : `You have reached your loss limit. You can play again after ${until}.`;
  }
}
