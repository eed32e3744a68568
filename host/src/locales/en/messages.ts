/*eslint-disable*/ import type { Messages } from '@lingui/core';
export const messages = JSON.parse(
  '{"+7ncCm":["Tip: open the game menu while playing to add a game to your favourites or leave it."],"1QfxQT":["Dismiss"],"6gRgw8":["Retry"],"818ldD":["Download the app"],"Fd2yh1":["Lobby sections"],"JzJnwb":["Demo mode"],"Ku9a4q":["Skip to games"],"LMPsVm":["This part of the lobby could not be loaded."],"cpitv2":["The casino is currently unavailable due to maintenance. Please try again later."],"e9KQ53":["Cashier"],"fsBGk0":["Balance"],"kGsoIT":["Get the casino app."],"mzI/c+":["Download"],"sQia9P":["Log in"]}',
) as Messages;
