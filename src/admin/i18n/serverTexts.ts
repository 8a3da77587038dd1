import { messages } from '../../shared/messages';
import { TEXT_NAMESPACE } from './text';
import { textLeaves } from './textLeaves';

let keysByText: Map<string, string> | undefined;

/**
 * The key of one of our English texts, given its words: the server answers in English
 * (docs/decisions.md), with the very strings of src/shared/messages.ts, so a message it sends
 * is translated like any key. A text held by several keys gets the first; they say the same.
 * Built on first use, which is in a language other than English.
 */
export const keyOfText = (words: string): string | undefined => {
  if (!keysByText) {
    keysByText = new Map();
    for (const [key, english] of textLeaves(messages, TEXT_NAMESPACE)) {
      if (!keysByText.has(english)) keysByText.set(english, key);
    }
  }
  return keysByText.get(words);
};
