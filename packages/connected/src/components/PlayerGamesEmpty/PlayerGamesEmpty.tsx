import type { Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { isSignedIn } from '@lobby/domain';
import { Button, CommonText, EmptyCard, useBus, useBusValue } from '@lobby/ui';
import type { ReactNode } from 'react';
import type { FavouritesOrRecent } from '../../hooks/usePlayerGames';

export interface PlayerGamesEmptyProps {
  readonly list: FavouritesOrRecent;
  /** 'card' inside a home block (SPEC §2's empty card); 'page' on the list's own screen (its empty page). */
  readonly variant?: 'card' | 'page';
  /** Below the message on the empty page: games to try instead. */
  readonly children?: ReactNode;
}

/**
 * What a player's favourites or recent games show while there are none. Guests have none by
 * rule (SPEC §6), so they are invited to log in instead (the shell's openLoginScreen); the
 * home block and the list's screen both show this one message.
 */
export function PlayerGamesEmpty({ list, variant = 'card', children }: PlayerGamesEmptyProps) {
  const bus = useBus();
  // Until the host has published the session the visitor is not signed in (SPEC §3 default).
  const guest = !isSignedIn(useBusValue('session:changed'));
  return (
    <EmptyCard data-testid="player-games-empty" data-list={list} variant={variant}>
      <p css={(theme: Theme) => ({ fontSize: variant === 'page' ? theme.font.size.lg : undefined })}>
        {guest ? <GuestMessage list={list} /> : <PlayerMessage list={list} />}
      </p>
      {guest && (
        <Button onClick={() => bus.emit('shell:sendRequested', { type: 'openLoginScreen' })}>
          <CommonText name="logIn" />
        </Button>
      )}
      {children}
    </EmptyCard>
  );
}

function PlayerMessage({ list }: { readonly list: FavouritesOrRecent }) {
  return list === 'favorites' ? (
    <Trans id="playerGames.favourites.empty">You have no favourite games yet. Tap the heart on a game to add it here.</Trans>
  ) : (
    <Trans id="playerGames.recent.empty">You have not played any games yet.</Trans>
  );
}

function GuestMessage({ list }: { readonly list: FavouritesOrRecent }) {
  return list === 'favorites' ? (
    <Trans id="playerGames.favourites.guest">Log in to keep your favourite games here.</Trans>
  ) : (
    <Trans id="playerGames.recent.guest">Log in to see the games you have played.</Trans>
  );
}
