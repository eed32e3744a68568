import { Observable, Subject } from 'rxjs';

/** One event type's stream, with the bookkeeping the bus needs to prove it does not leak. */
export interface Channel<T> {
  next(value: T): void;
  readonly values$: Observable<T>;
  /** The last value, boxed so that a legitimate `null` payload is still "a value". */
  last(): { readonly value: T } | undefined;
  subscriberCount(): number;
  complete(): void;
}

/**
 * A replaying channel keeps exactly one value (the last); a plain one keeps none, so a
 * storm of commands leaves nothing behind. We count subscribers ourselves rather than
 * read Subject.observers, which RxJS 7 deprecates.
 */
export function createChannel<T>(replay: boolean): Channel<T> {
  const subject = new Subject<T>();
  let last: { readonly value: T } | undefined;
  let subscribers = 0;

  const values$ = new Observable<T>((subscriber) => {
    subscribers += 1;
    // Subscribe before replaying: a handler that emits while receiving the replayed value
    // must still receive its own emission, as it would from a BehaviorSubject.
    const inner = subject.subscribe(subscriber);
    const replayed = replay ? last : undefined;
    if (replayed && !subscriber.closed) subscriber.next(replayed.value);
    return () => {
      subscribers -= 1;
      inner.unsubscribe();
    };
  });

  return {
    next(value) {
      if (replay) last = { value };
      subject.next(value);
    },
    values$,
    last: () => last,
    subscriberCount: () => subscribers,
    complete() {
      last = undefined;
      subject.complete();
    },
  };
}
