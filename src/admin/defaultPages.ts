/** react-admin's own error page, which App.tsx loads only when one is shown. */
export { Error as ErrorPage } from 'react-admin';
