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
    expect(readPageConfig(doc)).toEqual({ shellOrigins: ['https://a.example', 'https://b.example:8443'], mode: 'demo', boot: null, firstLobby: null, firstTexts: null });
  });

  test.each([
    ['', { shellOrigins: [], mode: null, boot: null, firstLobby: null, firstTexts: null }],
    ['<meta name="lobby-mode" content="staging">', { shellOrigins: [], mode: null, boot: null, firstLobby: null, firstTexts: null }],
    ['<meta name="lobby-mode" content="production">', { shellOrigins: [], mode: 'production', boot: null, firstLobby: null, firstTexts: null }],
    [
      '<script type="application/json" id="lobby-boot">{"registry":{},"proxyConfig":{"config":{"proxies":{}}}}</script>',
      { shellOrigins: [], mode: null, boot: { registry: {}, proxyConfig: { config: { proxies: {} } } }, firstLobby: null, firstTexts: null },
    ],
    ['<script type="application/json" id="lobby-boot">{"registry":</script>', { shellOrigins: [], mode: null, boot: null, firstLobby: null, firstTexts: null }],
    ['<script type="application/json" id="lobby-boot">{"registry":{}}</script>', { shellOrigins: [], mode: null, boot: null, firstLobby: null, firstTexts: null }],
  ])('%p -> %p', (head, expected) => {
    expect(readPageConfig(page(head))).toEqual(expected);
  });

  test.each<[string, string | undefined]>([
    ['<meta name="lobby-shell-scheme" content="casinolobby">', 'casinolobby'],
    ['<meta name="lobby-shell-scheme" content="  ">', undefined],
    ['', undefined],
  ])('the custom scheme of %p: %p', (head, expected) => {
    expect(readPageConfig(page(head)).shellScheme).toBe(expected);
  });

  test.each<[string, string | undefined]>([
    ['<meta name="lobby-analytics-key" content="demo-key">', 'demo-key'],
    ['<meta name="lobby-analytics-key" content=" ">', undefined],
    ['', undefined],
  ])('the analytics write key of %p: %p', (head, expected) => {
    expect(readPageConfig(page(head)).analyticsKey).toBe(expected);
  });

  test.each([
    ['{"params":[["locale","en"]],"reply":{"pages":[]}}', { params: [['locale', 'en']], reply: { pages: [] } }],
    ['{"params":[["locale"]],"reply":{}}', null],
    ['{"params":[["locale","en"]]}', null],
    ['{"params":', null],
  ])('the lobby reply block %p -> %p', (json, expected) => {
    const doc = page('');
    doc.body.innerHTML = `<script type="application/json" id="lobby-first-reply">${json}</script>`;
    expect(readPageConfig(doc).firstLobby).toEqual(expected);
  });

  test.each([
    ['{"locale":"ja","messages":{"search.placeholder":"ゲームを探す"}}', { locale: 'ja', messages: { 'search.placeholder': 'ゲームを探す' } }],
    ['{"locale":7,"messages":{}}', null],
    ['{"messages":{}}', null],
    ['{"locale":', null],
  ])('the translation texts block %p -> %p', (json, expected) => {
    const doc = page('');
    doc.body.innerHTML = `<script type="application/json" id="lobby-first-texts">${json}</script>`;
    expect(readPageConfig(doc).firstTexts).toEqual(expected);
  });
});
