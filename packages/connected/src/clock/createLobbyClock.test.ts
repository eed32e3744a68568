import { createLobbyBus } from '@lobby/bus';
import { DEFAULT_SETTINGS } from '@lobby/domain';
import { createLobbyClock } from './createLobbyClock';

const AT = '2030-06-01T12:00:00Z';
const EDITOR = { ...DEFAULT_SETTINGS, previewMode: true, previewToken: 'token', previewAt: AT };

function setup() {
  let wall = Date.parse('2026-01-01T00:00:00Z');
  const bus = createLobbyBus();
  const clock = createLobbyClock(bus, () => wall);
  const jumps: number[] = [];
  clock.subscribe(() => jumps.push(clock.now()));
  return { bus, clock, jumps, advance: (ms: number) => (wall += ms) };
}

describe('createLobbyClock', () => {
  test('the wall clock until an editor travels in time', () => {
    const { bus, clock, jumps } = setup();
    expect(clock.now()).toBe(Date.parse('2026-01-01T00:00:00Z'));
    bus.emit('settings:changed', DEFAULT_SETTINGS);
    expect(clock.now()).toBe(Date.parse('2026-01-01T00:00:00Z'));
    expect(jumps).toEqual([]);
  });

  test("time travel reads the editor's instant and runs on from it; a jump is told", () => {
    const { bus, clock, jumps, advance } = setup();
    bus.emit('settings:changed', EDITOR);
    expect(clock.now()).toBe(Date.parse(AT));
    expect(jumps).toEqual([Date.parse(AT)]);
    advance(90_000);
    expect(clock.now()).toBe(Date.parse(AT) + 90_000);
  });

  test('the same instant again (a theme change) keeps it running; ending time travel jumps back', () => {
    const { bus, clock, jumps, advance } = setup();
    bus.emit('settings:changed', EDITOR);
    advance(60_000);
    bus.emit('settings:changed', { ...EDITOR, theme: 'light' });
    expect(clock.now()).toBe(Date.parse(AT) + 60_000);
    expect(jumps).toHaveLength(1);
    bus.emit('settings:changed', { ...EDITOR, previewAt: null });
    expect(clock.now()).toBe(Date.parse('2026-01-01T00:01:00Z'));
    expect(jumps).toHaveLength(2);
  });

  test('a previewAt without a preview token is no time travel (a player cannot move the clock)', () => {
    const { bus, clock } = setup();
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, previewAt: AT });
    expect(clock.now()).toBe(Date.parse('2026-01-01T00:00:00Z'));
  });

  test('disposed, it stops following and telling', () => {
    const { bus, clock, jumps } = setup();
    clock.dispose();
    bus.emit('settings:changed', EDITOR);
    expect(jumps).toEqual([]);
  });
});
