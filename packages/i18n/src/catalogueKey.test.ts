import type { Messages } from '@lingui/core';
import { catalogueKey } from './catalogueKey';

const ui = (english: Messages) => ({ name: 'ui', english });
const texts: Messages = { u1: ['Next'], u2: ['Previous'] };

describe('catalogueKey', () => {
  it.each([
    { copies: 'of the same texts', first: ui(texts), second: ui({ ...texts }), same: true },
    {
      copies: 'with the same texts in another order',
      first: ui(texts),
      second: ui({ u2: ['Previous'], u1: ['Next'] }),
      same: true,
    },
    { copies: 'where one has a text more', first: ui(texts), second: ui({ ...texts, u3: ['Close'] }), same: false },
    { copies: 'where one text changed', first: ui(texts), second: ui({ ...texts, u1: ['Forward'] }), same: false },
    {
      copies: 'whose placeholders differ',
      first: ui({ u1: ['Hi ', ['name']] }),
      second: ui({ u1: ['Hi ', ['title']] }),
      same: false,
    },
    {
      copies: 'of two workspaces with the same texts',
      first: ui(texts),
      second: { name: 'connected', english: texts },
      same: false,
    },
  ])('two catalogues $copies: same key $same', ({ first, second, same }) => {
    expect(catalogueKey(first) === catalogueKey(second)).toBe(same);
  });
});
