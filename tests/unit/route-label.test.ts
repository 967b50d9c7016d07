import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CALLS } from '@/lib/contract/calls';
import { ROUTES } from '@/lib/menu/manifest';
import { OTHER, routeLabel } from '@/server/routes';

// The `route` label of http_server_request_duration_seconds (server/routes.ts): templates only.

describe('routeLabel', () => {
  it('names every page of the route manifest by its path', () => {
    for (const { path } of ROUTES) expect(routeLabel(path)).toBe(path);
  });

  it('names a page by its path, without the query', () => {
    expect(routeLabel('/home')).toBe('/home');
    expect(routeLabel('/capital/transfer?tab=2&x=y')).toBe('/capital/transfer');
    expect(routeLabel('/')).toBe('/');
  });

  it('names a registered call by its path, and an unknown one other', () => {
    const path = Object.keys(CALLS)[0];
    expect(routeLabel(`/api/call/${path}`)).toBe(`/api/call/${path}`);
    expect(routeLabel('/api/call/notice/unread')).toBe('/api/call/notice/unread');
    expect(routeLabel('/api/call/no/such/call')).toBe(OTHER);
    expect(routeLabel('/api/call/')).toBe(OTHER);
  });

  it('names the API routes, dynamic segments by their template', () => {
    expect(routeLabel('/api/health')).toBe('/api/health');
    expect(routeLabel('/api/ready?x=1')).toBe('/api/ready');
    expect(routeLabel('/api/upload/abc123.png')).toBe('/api/upload/[name]');
    expect(routeLabel('/api/upload/a/b')).toBe(OTHER);
    expect(routeLabel('/api/export/transfers?format=xlsx')).toBe('/api/export/[list]');
    expect(routeLabel('/api/export/a/b')).toBe(OTHER);
  });

  it('knows every route handler under app/api', () => {
    const api = join(__dirname, '../../app/api');
    const handlers = (readdirSync(api, { recursive: true }) as string[]).filter((f) => f.endsWith('route.ts'));
    for (const file of handlers) {
      const template = `/api/${relative(api, join(api, file)).replace(/\/?route\.ts$/, '')}`;
      if (template.startsWith('/api/call/')) continue;
      expect(routeLabel(template.replace('[name]', 'x.png'))).toBe(template);
    }
  });

  it('gives the static assets one template', () => {
    expect(routeLabel('/_next/static/chunks/app-123.js')).toBe('/_next/static/*');
  });

  it('labels anything unknown other, so that a scan cannot grow the series', () => {
    for (const url of ['/wp-admin', '/home/extra', '/metrics', '/%00', '', undefined, '/HOME', '/home/', `/${'a'.repeat(5000)}`]) {
      expect(routeLabel(url)).toBe(OTHER);
    }
  });
});
