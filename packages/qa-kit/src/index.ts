// @portal/qa-kit: a typed client of the stub's control API, wire assertions, page objects of the
// portal's shell and Playwright fixtures that put them together. README.md shows each.
export * from './client';
export * from './data';
export * from './expect-upstream';
export * from './fixtures';
export * from './portal';
export * from './security';
export * from './shell';
