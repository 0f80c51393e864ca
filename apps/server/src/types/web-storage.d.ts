// @bazaar/i18n's LanguageStorage is typed as `Pick<Storage, ...>`, a DOM type; the server compiles
// without the DOM library, so checking i18n's sources from here needs this one declaration. Remove
// it when i18n types its storage without the DOM.
interface Storage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}
