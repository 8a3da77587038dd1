import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { hindiTexts } from '../../../src/admin/i18n/hi/appTexts';
import { reactAdminTexts } from '../../../src/admin/i18n/hi/reactAdminTexts';
import { textLeaves } from '../../../src/admin/i18n/textLeaves';
import { messages } from '../../../src/shared/messages';

const placeholders = (phrase: string) => [...new Set(phrase.match(/%\{\w+\}/g) ?? [])].sort();
const forms = (phrase: string) => phrase.split('||||').length;

/** The keys one tree has and the other lacks, and the keys whose placeholders or plural forms differ. */
function compare(english: object, hindi: object, prefix?: string) {
  const en = new Map(textLeaves(english, prefix));
  const hi = new Map(textLeaves(hindi, prefix));
  const shared = [...en.keys()].filter((key) => hi.has(key));
  return {
    missingInHindi: [...en.keys()].filter((key) => !hi.has(key)),
    missingInEnglish: [...hi.keys()].filter((key) => !en.has(key)),
    placeholders: shared
      .filter((key) => placeholders(en.get(key)!).join() !== placeholders(hi.get(key)!).join())
      .map((key) => `${key}: ${placeholders(en.get(key)!).join(' ')} ≠ ${placeholders(hi.get(key)!).join(' ')}`),
    pluralForms: shared.filter((key) => forms(en.get(key)!) !== forms(hi.get(key)!)),
    blank: shared.filter((key) => en.get(key)!.trim() !== '' && hi.get(key)!.trim() === ''),
  };
}

describe('the Hindi texts', () => {
  const app = compare(messages, hindiTexts, 'app');

  it('have every key of our English texts, and no other', () => {
    expect(app.missingInHindi, 'keys missing in Hindi').toEqual([]);
    expect(app.missingInEnglish, 'keys missing in English').toEqual([]);
    expect(app.blank, 'keys left blank in Hindi').toEqual([]);
  });

  it('keep every %{placeholder} of the English text, and add none', () => {
    expect(app.placeholders).toEqual([]);
    expect(app.pluralForms, 'keys whose |||| plural forms differ').toEqual([]);
  });

  it("complete ra-language-hindi with every text of our react-admin's English, placeholders kept", () => {
    const ra = compare(englishMessages, reactAdminTexts);
    expect(ra.missingInHindi, 'react-admin keys missing in Hindi').toEqual([]);
    expect(ra.placeholders).toEqual([]);
    expect(ra.pluralForms).toEqual([]);
  });

  it('are told apart from English: a test that cannot fail would pass on a copy', () => {
    const left = compare({ a: 'Hi %{name}', b: 'x' }, { a: 'नमस्ते', c: 'y' }, 'app');
    expect(left.missingInHindi).toEqual(['app.b']);
    expect(left.missingInEnglish).toEqual(['app.c']);
    expect(left.placeholders).toEqual(['app.a: %{name} ≠ ']);
  });
});
