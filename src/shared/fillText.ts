/** A message with its `%{name}` places filled (the admin's i18n fills them itself; the server's answers use this). */
export const fillText = (text: string, values: Record<string, string | number>) =>
  text.replace(/%\{(\w+)\}/g, (place, name: string) => (name in values ? String(values[name]) : place));
