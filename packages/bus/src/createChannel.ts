import { Observable, Subject } from '@lobby/rx';

/** One event type's stream, with the bookkeeping the bus needs to prove it does not leak. */
export interface Channel<T> {
  next(value: T): void;
  /** Every value from now on: an observer's view, which never takes a held value. */
  readonly values$: Observable<T>;
  /**
   * The same for the command's declared reader (BUS_OWNERS): on a holding channel it also takes
   * what was held, and while it reads nothing is held.
   */
  readonly reader$: Observable<T>;
  /** The last value, boxed so that a legitimate `null` payload is still "a value". */
  last(): { readonly value: T } | undefined;
  subscriberCount(): number;
  complete(): void;
}

/** A channel that holds what is emitted while nobody reads it (BUS_HELD_UNTIL_READ). */
export interface ChannelHold<T> {
  /** Told of each value held. */
  onHeld(value: T): void;
}

/** At most this many values wait for a reader; older ones are dropped. */
export const MAX_HELD = 10;

/**
 * A replaying channel keeps exactly one value (the last); a plain one keeps none, so a
 * storm of commands leaves nothing behind; a holding one keeps at most MAX_HELD while its
 * declared reader is not there, and hands them to it. An observer (a log, analytics) sees
 * what is delivered and never takes a held command, so it cannot swallow a launch made before
 * its reader loaded. We count subscribers ourselves rather than read Subject.observers, which
 * RxJS 7 deprecates.
 */
export function createChannel<T>(replay: boolean, hold: ChannelHold<T> | null = null): Channel<T> {
  const subject = new Subject<T>();
  let last: { readonly value: T } | undefined;
  let subscribers = 0;
  let readers = 0;
  let held: T[] = [];

  const subscribe = (reader: boolean) =>
    new Observable<T>((subscriber) => {
      subscribers += 1;
      if (reader) readers += 1;
      // Subscribe before replaying: a handler that emits while receiving the replayed value
      // must still receive its own emission, as it would from a BehaviorSubject.
      const inner = subject.subscribe(subscriber);
      const replayed = replay ? last : undefined;
      if (replayed && !subscriber.closed) subscriber.next(replayed.value);
      if (reader) {
        // Held commands go to the first reader only, once each.
        const waiting = held;
        held = [];
        for (const value of waiting) if (!subscriber.closed) subscriber.next(value);
      }
      return () => {
        subscribers -= 1;
        if (reader) readers -= 1;
        inner.unsubscribe();
      };
    });
  const values$ = subscribe(false);
  // A channel that holds nothing has no reader to wait for: reading is observing.
  const reader$ = hold ? subscribe(true) : values$;

  return {
    next(value) {
      if (replay) last = { value };
      if (hold && readers === 0) {
        held = [...held, value].slice(-MAX_HELD);
        hold.onHeld(value);
        // Observers still see it happen; the reader gets it when it comes.
        subject.next(value);
        return;
      }
      subject.next(value);
    },
    values$,
    reader$,
    last: () => last,
    subscriberCount: () => subscribers,
    complete() {
      last = undefined;
      held = [];
      subject.complete();
    },
  };
}
