/** SPEC §3 "Poker game ids". Display names differ from the id names for two games only. */
export const POKER_GAME_IDS = {
  World: 1,
  Texas: 2,
  StarSeat: 3,
  CowBoy: 10,
  Allin: 20,
  HumanBoy: 30,
  ZoomTexas: 40,
  ZoomTexasMax: 49,
  VideoCowboy: 50,
  Bet: 60,
  PokerMaster: 70,
  Jackfruit: 80,
  Plo: 90,
  Plo5: 91,
  Mtt: 900,
  World_WPTO: 1001,
  Data: 10101,
  CaribbeanStud: 6001,
  CaribbeanHoldem: 6002,
} as const;

export type PokerGameName = keyof typeof POKER_GAME_IDS;
export type PokerGameId = (typeof POKER_GAME_IDS)[PokerGameName];

const DISPLAY_NAMES: { readonly [N in PokerGameName]?: string } = {
  CowBoy: 'Poker Flip',
  VideoCowboy: 'Poker Flips Live',
};

export interface PokerGame {
  readonly name: PokerGameName;
  readonly id: PokerGameId;
  readonly displayName: string;
}

export const POKER_GAMES: readonly PokerGame[] = (Object.keys(POKER_GAME_IDS) as PokerGameName[]).map((name) => ({
  name,
  id: POKER_GAME_IDS[name],
  displayName: DISPLAY_NAMES[name] ?? name,
}));

export const POKER_GAME_ID_LIST: readonly PokerGameId[] = POKER_GAMES.map((game) => game.id);

export function isPokerGameId(value: unknown): value is PokerGameId {
  return typeof value === 'number' && (POKER_GAME_ID_LIST as readonly number[]).includes(value);
}

export function pokerGameById(id: unknown): PokerGame | null {
  return POKER_GAMES.find((game) => game.id === id) ?? null;
}

/** The name players see ('Poker Flip' for CowBoy), or null for an unknown id. */
export function pokerGameDisplayName(id: unknown): string | null {
  return pokerGameById(id)?.displayName ?? null;
}
