/** Every text of a tree with its dotted key: `[['app.auth.loginFailed', 'Login failed'], …]`. */
export const textLeaves = (tree: object, prefix = ''): [key: string, text: string][] =>
  Object.entries(tree).flatMap(([name, value]): [string, string][] => {
    const key = prefix ? `${prefix}.${name}` : name;
    return typeof value === 'string' ? [[key, value]] : textLeaves(value as object, key);
  });
