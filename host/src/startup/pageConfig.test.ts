import { readPageConfig } from './pageConfig';

function page(head: string): Document {
  const doc = document.implementation.createHTMLDocument('lobby');
  doc.head.innerHTML = head;
  return doc;
}

describe('readPageConfig', () => {
  test('reads the shell origins and the mode the server put in the page', () => {
    const doc = page(
      '<meta name="lobby-shell-origins" content=" https://a.example  https://b.example:8443 "><meta name="lobby-mode" content="demo">',
    );
    expect(readPageConfig(doc)).toEqual({ shellOrigins: ['https://a.example', 'https://b.example:8443'], mode: 'demo' });
  });

  test.each([
    ['', { shellOrigins: [], mode: null }],
    ['<meta name="lobby-mode" content="staging">', { shellOrigins: [], mode: null }],
    ['<meta name="lobby-mode" content="production">', { shellOrigins: [], mode: 'production' }],
  ])('%p -> %p', (head, expected) => {
    expect(readPageConfig(page(head))).toEqual(expected);
  });
});
