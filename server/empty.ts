// Stands in for `server-only` in the server entry's bundle (scripts/build-server.mjs): the entry is
// server code, as Next's react-server condition says of the route handlers.
export {};
