import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUS_OWNERS, type BusEventType, type BusParty } from '@lobby/shared';
import {
  DOC_FILE,
  REGENERATE,
  ROOT_DIR,
  busUsesIn,
  renderBusTable,
  scanBusUses,
  withBusTable,
  type BusUse,
} from './busTable';

/**
 * Writers that break the one-writer rule today. Each is to be removed by sending a command to
 * the owner instead, and then deleted here: the test fails for an entry that no longer matches
 * an emit, so this list can only shrink.
 */
const KNOWN_EXTRA_WRITERS: readonly { readonly event: BusEventType; readonly party: BusParty; readonly why: string }[] =
  [
    {
      event: 'session:changed',
      party: 'shell-bridge',
      why: "routeShellMessage applies the shell's guestMode itself; the host owns the session",
    },
    {
      event: 'balances:changed',
      party: 'shell-bridge',
      why: 'routeShellMessage applies userBalances and miniGameCoin itself; the host owns the balances',
    },
    {
      event: 'game:activeChanged',
      party: 'host',
      why: "connectShellMessages clears the game on the shell's back message; it should send game:closeRequested to game-player",
    },
    {
      event: 'navigation:requested',
      party: 'game-player',
      why: 'GamePage navigates home when a game closes; the host owns navigation requests',
    },
  ];

const uses = scanBusUses();

function describeUse({ file, party, event, use }: BusUse): string {
  return `${file}: ${party} ${use === 'emit' ? 'emits' : 'reads'} '${event}'`;
}

describe('the bus table in docs/architecture.md', () => {
  it('is what shared/src/busOwners.ts says', () => {
    const doc = readFileSync(path.join(ROOT_DIR, DOC_FILE), 'utf8');
    const fresh = withBusTable(doc, renderBusTable());
    if (doc !== fresh) throw new Error(`${DOC_FILE}'s bus table is stale: run \`${REGENERATE}\``);
  });
});

describe('bus ownership (shared/src/busOwners.ts)', () => {
  it('finds the emits and reads of the code', () => {
    // A scan that found nothing would pass every check below.
    expect(uses.filter(({ use }) => use === 'emit').length).toBeGreaterThan(10);
    expect(uses.filter(({ use }) => use === 'read').length).toBeGreaterThan(10);
  });

  it('has each event emitted only by its declared writers', () => {
    const allowed = (use: BusUse) =>
      (BUS_OWNERS[use.event].writers as readonly string[]).includes(use.party) ||
      KNOWN_EXTRA_WRITERS.some((extra) => extra.event === use.event && extra.party === use.party);
    const undeclared = uses.filter((use) => use.use === 'emit' && !allowed(use)).map(describeUse);
    expect(undeclared).toEqual([]);
  });

  it('lists in KNOWN_EXTRA_WRITERS only writers that still emit', () => {
    const stale = KNOWN_EXTRA_WRITERS.filter(
      (extra) => !uses.some((use) => use.use === 'emit' && use.event === extra.event && use.party === extra.party),
    ).map(({ event, party }) => `${party} no longer emits '${event}': delete it from KNOWN_EXTRA_WRITERS`);
    expect(stale).toEqual([]);
  });

  it('has each event read only by its declared readers', () => {
    const undeclared = uses
      .filter((use) => use.use === 'read' && !(BUS_OWNERS[use.event].readers as readonly string[]).includes(use.party))
      .map(describeUse);
    expect(undeclared).toEqual([]);
  });
});

describe('busUsesIn', () => {
  it.each([
    ["bus.emit('recent:changed', []);", [{ event: 'recent:changed', use: 'emit' }]],
    ["props.bus.emit(\n  'lobby:dataChanged',\n  data,\n);", [{ event: 'lobby:dataChanged', use: 'emit' }]],
    ["bus.on$('session:changed').subscribe();", [{ event: 'session:changed', use: 'read' }]],
    ["useBusValue('settings:changed');", [{ event: 'settings:changed', use: 'read' }]],
    ["bus.emit('not:anEvent', 1); log('recent:changed');", [{ event: 'recent:changed', use: 'read' }]],
    ["// bus.emit('recent:changed', [])\nconst text = 'recent:changed';", []],
  ])('%s', (code, expected) => {
    expect(busUsesIn('x.ts', 'host', code).map(({ event, use }) => ({ event, use }))).toEqual(expected);
  });
});
