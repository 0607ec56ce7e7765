// A language's strings files as vite.config.ts (stringFilesForTheBrowser) makes them for web/app/i18n.ts:
// the shape of common/locales/index.ts's TranslationTree, which an ambient module cannot import.
type StringsTree = { [key: string]: string | StringsTree };

declare module '*.json?strings=main' {
  const strings: StringsTree;
  export default strings;
}

declare module '*.json?strings=pageOnly' {
  const strings: StringsTree;
  export default strings;
}
