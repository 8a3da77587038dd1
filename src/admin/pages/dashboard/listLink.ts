/**
 * The address of a list opened with `filter`: react-admin reads a list's filter from its URL's
 * `filter` parameter (JSON), and a list opened with one keeps it over the user's default view.
 */
export const listLink = (path: string, filter: Record<string, string | boolean>): string =>
  `${path}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;
