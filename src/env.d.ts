/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly SITE_URL?: string;
  readonly CONTRACT_ADDRESS?: string;
  readonly LINK_PLAY_NOW?: string;
  readonly LINK_COMMUNITY?: string;
  readonly LINK_SUPPORT?: string;
  readonly LINK_SOCIAL?: string;
  readonly LINK_WEBSITE?: string;
}

/** A Markdown file's headings, read at build time (scripts/lib/markdown-plugin.ts). */
declare module '*.mdx?headings' {
  // An ambient module cannot import a relative path, so the type is referenced inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const headings: readonly import('./content/types').MarkdownHeading[];
  export default headings;
}

/** One dynamic import per language's compiled catalog (scripts/lib/messages-plugin.ts). */
declare module 'virtual:message-loaders' {
  // An ambient module cannot have top-level imports, so the type is referenced inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  type Load = () => Promise<{ messages: import('@lingui/core').Messages }>;
  export const messageLoaders: Partial<
    Record<string, Record<'core' | 'sections' | 'whitepaper', Load>>
  >;
}

/**
 * Every figure the content holds, as each language writes it, written at build time
 * (scripts/lib/written-figures-plugin.ts): Intl locale → "kind:value" → text.
 */
declare module 'virtual:written-figures' {
  export const writtenFigures: Partial<Record<string, Partial<Record<string, string>>>>;
}
