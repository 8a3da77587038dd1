/** A message with its `%{name}` placeholders filled (the admin's polyglot does this in the browser). */
export const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/%\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
