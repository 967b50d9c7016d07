// Stands in for `server-only` under Jest, as the react-server condition does in Next.
export {};
