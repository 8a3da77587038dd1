export const API_PREFIX = '/api/v1';
export const DOCS_PREFIX = '/api/docs';
export const AUTH_COOKIE_PATH = `${API_PREFIX}/auth`;
export const REFRESH_COOKIE = 'refresh_token';
