import { createChannel } from './createChannel';

describe('createChannel', () => {
  it('keeps no value when it does not replay', () => {
    const channel = createChannel<number>(false);
    channel.next(1);
    expect(channel.last()).toBeUndefined();
    const seen: number[] = [];
    channel.values$.subscribe((value) => seen.push(value));
    expect(seen).toEqual([]);
  });

  it('replays null as a real value', () => {
    const channel = createChannel<string | null>(true);
    channel.next(null);
    const seen: Array<string | null> = [];
    channel.values$.subscribe((value) => seen.push(value));
    expect(seen).toEqual([null]);
  });

  it('delivers an emission made by a subscriber while it is being replayed to', () => {
    const channel = createChannel<number>(true);
    channel.next(1);
    const seen: number[] = [];
    channel.values$.subscribe((value) => {
      seen.push(value);
      if (value === 1) channel.next(2);
    });
    expect(seen).toEqual([1, 2]);
  });

  it('counts subscribers down on unsubscribe and on complete', () => {
    const channel = createChannel<number>(false);
    const a = channel.values$.subscribe();
    channel.values$.subscribe();
    expect(channel.subscriberCount()).toBe(2);
    a.unsubscribe();
    expect(channel.subscriberCount()).toBe(1);
    channel.complete();
    expect(channel.subscriberCount()).toBe(0);
  });
});
