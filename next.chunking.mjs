// How Turbopack splits the browser's JavaScript into chunks (Next's `experimental.turbopackChunking`),
// shared by the portal's build and the benches' floor app (scripts/bench/floor), so that both are
// chunked alike. Its default merges chunks under 50 KB (uncompressed) only loosely: with the
// sign-in page no longer loading MUI's Select, Menu and Modal (issue 57), the form modules the
// portal's screens share were left in four small chunks, each compressed apart, and every screen
// loaded 0.5–3.2 KB more. At 100 KB those are merged: every route loads fewer files and fewer KB
// (docs/benchmarks.md, "First-load JavaScript").
export const turbopackChunking = { minChunkSize: 100_000 };
