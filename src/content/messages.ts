import type english from '../locales/en/messages.json';

// The words' types live with the content that names them, below i18n/, which fills them in: the
// content and the translator both import them from here, and neither imports the other's layer.

/** A message's key; English is the source catalog, so it holds every key. */
export type MessageId = keyof typeof english;
export type MessageValues = Record<string, string | number>;
export type Translate = (id: MessageId, values?: MessageValues) => string;
