// The site is built with future.v8_middleware (apps/web/react-router.config.ts): its request handler takes a
// RouterContextProvider. React Router's typegen declares this for apps/web; the server says the same.
import 'react-router';

declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}
