// Test-only: the CSS Emotion inserted under the lobby cache key, with all whitespace
// removed so tests match declarations however they were serialised. Emotion may insert
// rules through the CSSOM (insertRule) rather than as text, so both are read.
export function lobbyStyles(): string {
  return Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion^="lobby"]'))
    .map((style) => {
      const rules = style.sheet ? Array.from(style.sheet.cssRules, (rule) => rule.cssText).join('\n') : '';
      return `${style.textContent ?? ''}\n${rules}`;
    })
    .join('\n')
    .replace(/\s+/g, '');
}
