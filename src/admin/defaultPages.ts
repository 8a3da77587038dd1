/** react-admin's own error and loading pages, which App.tsx loads only when one is shown. */
export { Error as ErrorPage, LoadingPage } from 'react-admin';
