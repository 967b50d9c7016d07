// What a screen's import in the route manifest (`#screens/…`, package.json "imports") resolves to
// in server code, under React's "react-server" condition: the server reads the manifest's data
// but never renders a screen, so its module graph names none. (A client component named in a
// server module's graph is sent with every page under it: the manifest would load every screen,
// charts included, on every page.) The browser, and the server's render of the shell, resolve
// `#screens/<area>/<Name>` to components/<area>/<Name>.tsx.
export {};
