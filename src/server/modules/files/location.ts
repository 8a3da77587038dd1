import { storedFileNameOf, UPLOADS_PATH } from '../../../shared/contract/common';

/** The root-relative URL of a stored file, so the site's host may change without rewriting records. */
export const uploadUrl = (fileName: string) => `${UPLOADS_PATH}${fileName}`;

/** The host as a URL of this protocol writes it (default port dropped), or null if it is not a host. */
const normalHost = (protocol: string, host: string): string | null => {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return null;
  }
};

/**
 * The stored file an image URL names, or null when it is not one this server stored: either
 * `/uploads/<name>` or an http(s) URL of the request's own host with that path. Nothing is
 * decoded, so `..` and encoded tricks simply fail the name's pattern.
 */
export function ownStoredFileName(imageUrl: string, requestHost: string): string | null {
  if (imageUrl.startsWith('/')) return storedFileNameOf(imageUrl);
  let url: URL;
  try {
    url = new URL(imageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash) return null;
  if (url.host !== normalHost(url.protocol, requestHost)) return null;
  // The path exactly as written: one that only resolves there ('/x/../uploads/…', '%2e%2e') is refused.
  const writtenPath = imageUrl.slice(imageUrl.indexOf('/', url.protocol.length + 2));
  if (writtenPath !== url.pathname) return null;
  return storedFileNameOf(url.pathname);
}

/**
 * A record's image URL as stored: one of our files always in its root-relative form, so the
 * records showing a file are found by one exact match when it is released or deleted.
 */
export function withOwnImageUrl<Body extends object>(body: Body, requestHost: string): Body {
  const imageUrl = 'imageUrl' in body && typeof body.imageUrl === 'string' ? body.imageUrl : null;
  const fileName = imageUrl ? ownStoredFileName(imageUrl, requestHost) : null;
  return fileName ? { ...body, imageUrl: uploadUrl(fileName) } : body;
}
