import { useContext } from 'react';
import type { Context } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BusContext } from './BusContext';
import { ClockContext } from './ClockContext';
import { FirstViewLayoutContext } from './FirstViewLayoutContext';
import { LobbyStoreContext } from './LobbyStoreContext';

/** What a consumer of `context` reads, rendered with or without a provider of `value`. */
function readThrough(context: Context<unknown>, value?: unknown): string {
  function Reader() {
    const read = useContext(context);
    return <output>{read === null ? 'none' : String(read)}</output>;
  }
  return renderToStaticMarkup(
    value === undefined ? (
      <Reader />
    ) : (
      <context.Provider value={value}>
        <Reader />
      </context.Provider>
    ),
  );
}

// ui's useBus and connected's useLobbyStore throw their clear errors on null, and ui's Image
// draws the live lobby on null: null is "no provider above", never a usable value.
describe.each([
  ['LobbyBusContext', BusContext as Context<unknown>, 'a bus'],
  ['FirstViewLayoutContext', FirstViewLayoutContext as Context<unknown>, 'mobile'],
  ['LobbyStoreContext', LobbyStoreContext as Context<unknown>, 'a store'],
  ['LobbyClockContext', ClockContext as Context<unknown>, 'a clock'],
])('%s', (name, context, value) => {
  it('is null without a provider', () => {
    expect(readThrough(context)).toBe('<output>none</output>');
  });

  it('hands down what its provider holds', () => {
    expect(readThrough(context, value)).toBe(`<output>${value}</output>`);
  });

  it('is named in React DevTools and errors', () => {
    expect(context.displayName).toBe(name);
  });
});
