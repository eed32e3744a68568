/*eslint-disable*/ import type { Messages } from '@lingui/core';
export const messages = JSON.parse(
  '{"8ujPPS":[["slideNumber"]," of ",["slideCount"]],"9ghFOn":[["formattedCount"]," playing"],"DHhJ7s":["Previous"],"P5ktat":["Favourite ",["title"]],"Q8iPQ1":["slide"],"hXzOVo":["Next"],"qLBo3s":["carousel"],"yQE2r9":["Loading"],"yz7wBu":["Close"]}',
) as Messages;
