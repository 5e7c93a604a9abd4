/**
 * What the build, the reference server and the site agree on for the server's first screen
 * (issue 13): scripts/vite-first-screen.ts writes the marker and the route table's copy,
 * server/src/services/first-screen.ts fills the marker from that copy, and
 * src/lib/first-screen.ts removes the element once the app has taken over.
 */

/** Where the built `index.html` wants the route's first screen. */
export const FIRST_SCREEN_MARKER = '<!--lotus:first-screen-->';
/** The build's copy of layouts/routes.json in the site folder (`dist/layout-routes.json`). */
export const ROUTES_COPY = 'layout-routes.json';
/** Id of the first screen's element in the page. */
export const FIRST_SCREEN_ID = 'first-screen';
