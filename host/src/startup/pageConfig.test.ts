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
    expect(readPageConfig(doc)).toEqual({ shellOrigins: ['https://a.example', 'https://b.example:8443'], mode: 'demo', boot: null });
  });

  test.each([
    ['', { shellOrigins: [], mode: null, boot: null }],
    ['<meta name="lobby-mode" content="staging">', { shellOrigins: [], mode: null, boot: null }],
    ['<meta name="lobby-mode" content="production">', { shellOrigins: [], mode: 'production', boot: null }],
    [
      '<script type="application/json" id="lobby-boot">{"registry":{},"proxyConfig":{"config":{"proxies":{}}}}</script>',
      { shellOrigins: [], mode: null, boot: { registry: {}, proxyConfig: { config: { proxies: {} } } } },
    ],
    ['<script type="application/json" id="lobby-boot">{"registry":</script>', { shellOrigins: [], mode: null, boot: null }],
    ['<script type="application/json" id="lobby-boot">{"registry":{}}</script>', { shellOrigins: [], mode: null, boot: null }],
  ])('%p -> %p', (head, expected) => {
    expect(readPageConfig(page(head))).toEqual(expected);
  });
});
