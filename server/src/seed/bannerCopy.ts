/**
 * Marketing copy for the seeded banners, as an operator's CMS would hold it. `{game}` is
 * replaced by the title of the game the banner opens, so each banner talks about its game.
 */
export interface BannerCopy {
  readonly title: string;
  readonly description: string;
  readonly buttonText: string;
}

export const PROMOTION_COPY: readonly BannerCopy[] = [
  { title: 'Weekend Free Spins', description: '50 spins on {game}, every Saturday and Sunday', buttonText: 'Claim spins' },
  {
    title: 'Welcome Bonus',
    description: '100% up to $500 on your first deposit, plus 100 spins on {game}',
    buttonText: 'Join now',
  },
  { title: 'Drops & Wins', description: '$2,000,000 in daily prizes. Play {game} to take part', buttonText: 'Play now' },
  { title: 'Cashback Mondays', description: '10% back on your weekend losses, paid every Monday', buttonText: 'Learn more' },
  { title: 'New Release', description: '{game} has just landed. Be the first to spin', buttonText: 'Play now' },
  {
    title: 'Jackpot Frenzy',
    description: 'The progressive jackpot on {game} keeps climbing. Could it be yours?',
    buttonText: 'Spin to win',
  },
  { title: 'Friday Reload', description: '50% up to $200 every Friday, to play on {game}', buttonText: 'Get bonus' },
  {
    title: 'Slot Tournament',
    description: 'Climb the leaderboard on {game} and share a $10,000 prize pool',
    buttonText: 'Join tournament',
  },
];

/**
 * SPEC §3 poker game ids the seed's poker banners open, each with its own copy; the lobby
 * names the poker game above the headline, so headlines do not repeat it.
 */
export const POKER_COPY: readonly (BannerCopy & { readonly pokerGameId: number })[] = [
  {
    pokerGameId: 2,
    title: 'Texas Hold’em Cash Games',
    description: 'Tables running around the clock, blinds from $0.02/$0.05',
    buttonText: 'Take a seat',
  },
  {
    pokerGameId: 10,
    title: 'Heads-Up in Seconds',
    description: 'One hand, one flip, instant results. Heads-up poker at full speed',
    buttonText: 'Flip now',
  },
  {
    pokerGameId: 40,
    title: 'Zoom Into Action',
    description: 'Fold and jump straight to a new table. No more waiting for hands',
    buttonText: 'Start playing',
  },
  {
    pokerGameId: 50,
    title: 'Live Flip Tables',
    description: 'Real dealers and real cards, every flip streamed in HD',
    buttonText: 'Watch & play',
  },
  {
    pokerGameId: 900,
    title: 'Sunday Million',
    description: '$1,000,000 guaranteed. Satellites from $1 all week long',
    buttonText: 'Register now',
  },
];

export function withGame(copy: BannerCopy, gameTitle: string): BannerCopy {
  return { ...copy, description: copy.description.replaceAll('{game}', gameTitle) };
}
