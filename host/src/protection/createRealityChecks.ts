import type { LobbyClock } from '@lobby/connected';
import { isSignedIn, realityCheckTiming, SYSTEM_TIMERS, type RealityCheck, type Timers } from '@lobby/domain';
import type { LobbyBus, RawPlayerProtection } from '@lobby/shared';
import type { LobbyStorage } from '@lobby/storage';
import { Subscription } from '@lobby/rx';

/** What the player chose, as the shell hears it ('realityCheck' state). */
export type RealityCheckChoice = 'resumed' | 'left';

/** The reality checks of the signed-in player's session, for the dialog that shows them. */
export interface RealityChecks {
  /** The check to show now, or null: the same object until it changes (useSyncExternalStore). */
  readonly current: () => RealityCheck | null;
  readonly subscribe: (listener: () => void) => () => void;
  /** The player's answer to the check shown. */
  readonly answer: (choice: RealityCheckChoice) => void;
  readonly dispose: () => void;
}

export interface RealityChecksDeps {
  readonly clock: LobbyClock;
  /** Where the last answer of the session is kept: across reloads, and for the lobby's other windows. */
  readonly storage: Pick<LobbyStorage, 'get' | 'set' | 'watch'>;
  /** After game-player was asked to close the game: back to the lobby (createLeaveGame). */
  readonly leaveGame: () => void;
  readonly timers?: Timers;
}

/** setTimeout's longest delay; a later check is looked at again then. */
const MAX_DELAY_MS = 2_147_483_647;

/**
 * Issue #34's reality checks (docs/player-protection.md): when the policy's interval says a
 * check is due (packages/domain realityCheckTiming, on the lobby's clock, from the session's
 * start), the check is shown and the shell told 'realityCheck' {state: 'paused', minutes} so a
 * native shell pauses its game. The answer is told too ('resumed', or 'left': game-player is
 * asked to close the game, reason 'realityCheck', and the player goes back to the lobby), and
 * remembered for the session in storage: a reload does not ask again, and the lobby's other
 * window (the desktop game pop-up, which shows the same check) closes its own with the same
 * choice. A check withdrawn unanswered (signed out, the policy changed, a new play session)
 * resumes the shell.
 */
export function createRealityChecks(bus: LobbyBus, deps: RealityChecksDeps): RealityChecks {
  const { clock, storage, leaveGame, timers = SYSTEM_TIMERS } = deps;
  const listeners = new Set<() => void>();
  let shown: RealityCheck | null = null;
  let timer: unknown = null;

  const tellShell = (state: 'paused' | RealityCheckChoice, minutes: number) =>
    bus.emit('shell:sendRequested', { type: 'realityCheck', payload: { state, minutes } });

  const setShown = (check: RealityCheck | null) => {
    shown = check;
    for (const listener of [...listeners]) listener();
  };

  const stopTimer = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };

  const signedInSessionId = (): string | null => {
    const session = bus.current('session:changed');
    return isSignedIn(session) ? session.sessionId : null;
  };

  /** The due instant of the last check answered in this session, by any of the lobby's windows. */
  const answeredDueAt = (sessionId: string): number | null => {
    const answered = storage.get('realityCheckAnswered');
    return answered !== null && answered.sessionId === sessionId ? answered.dueAt : null;
  };

  const closeShown = (choice: RealityCheckChoice) => {
    if (shown === null) return;
    const { minutes } = shown;
    setShown(null);
    tellShell(choice, minutes);
    if (choice === 'left') {
      bus.emit('game:closeRequested', { reason: 'realityCheck' });
      leaveGame();
    }
  };

  /** The policy's timing for the player's protection now, after the check last answered (if any). */
  const timingOf = (protection: RawPlayerProtection, answered: number | null) =>
    realityCheckTiming({
      sessionStartedAt: protection.sessionStartedAt,
      intervalSeconds: protection.policy.realityCheckSeconds,
      answeredDueAt: answered,
      now: clock.now(),
    });

  const evaluate = () => {
    stopTimer();
    const protection = bus.current('protection:changed') ?? null;
    const sessionId = signedInSessionId();
    const timing = protection === null || sessionId === null ? null : timingOf(protection, answeredDueAt(sessionId));
    if (shown !== null) {
      // The check shown waits for its answer; it goes only when no check is due any more.
      if (timing?.kind !== 'due') closeShown('resumed');
      else return;
    }
    if (timing === null || timing.kind === 'off') return;
    if (timing.kind === 'due') {
      setShown(timing.check);
      tellShell('paused', timing.check.minutes);
      return;
    }
    timer = timers.setTimeout(evaluate, Math.min(Math.max(0, timing.inMs), MAX_DELAY_MS));
  };

  const answer = (choice: RealityCheckChoice) => {
    const sessionId = signedInSessionId();
    const protection = bus.current('protection:changed') ?? null;
    if (shown === null || sessionId === null || protection === null) return;
    // Checks that came due while this one waited are answered with it.
    const latest = timingOf(protection, null);
    const dueAt = latest.kind === 'due' ? Math.max(latest.check.dueAt, shown.dueAt) : shown.dueAt;
    storage.set('realityCheckAnswered', { sessionId, dueAt, choice });
    closeShown(choice);
    evaluate();
  };

  const subscription = new Subscription();
  subscription.add(bus.on$('protection:changed').subscribe(evaluate));
  subscription.add(bus.on$('session:changed').subscribe(evaluate));
  const stopJumps = clock.subscribe(evaluate);
  const stopWatching = storage.watch('realityCheckAnswered', (answered) => {
    // Another window of the lobby answered the check this one shows too.
    if (answered !== null && shown !== null && answered.sessionId === signedInSessionId() && answered.dueAt >= shown.dueAt) {
      closeShown(answered.choice);
    }
    evaluate();
  });

  return {
    current: () => shown,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    answer,
    dispose: () => {
      subscription.unsubscribe();
      stopJumps();
      stopWatching();
      stopTimer();
      listeners.clear();
    },
  };
}
