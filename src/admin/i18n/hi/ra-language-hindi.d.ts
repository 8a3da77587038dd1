/** ra-language-hindi ships no types: react-admin's sections of texts, each a phrase or a group of them. */
declare module 'ra-language-hindi' {
  type Phrases = { readonly [key: string]: string | Phrases };
  const hindiMessages: { readonly ra: { readonly [section: string]: Phrases } };
  export default hindiMessages;
}
