/**
 * What a server loader, action or middleware knows of the request it answers, as React Router 8 hands it over
 * (pass-through requests): `request` is the HTTP request as it came, so a client navigation's is
 * `/path.data?_routes=…` (`/_.data` for the home page); `url` is the page's own address, with React Router's
 * suffix and parameters removed. Whatever reads the page's path or query reads `url`; headers, cookies, the method,
 * the host and the body come from `request`. Loader and action arguments are such an object, passed as they are.
 */
export interface PageRequest {
  request: Request;
  url: URL;
}
