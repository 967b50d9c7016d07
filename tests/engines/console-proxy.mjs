// WebKit's console, seen from outside. WebKitWebDriver has no log endpoint and no BiDi, and
// WebKitGTK prints console messages (enable-write-console-messages-to-stdout) only for
// persistent sessions, never for the ephemeral one WebDriver opens. So MiniBrowser is pointed
// at this HTTP proxy (the WebDriver `proxy` capability: the page keeps its own origin), which
// - puts a small hook first in every HTML page's <head>, with the page's CSP nonce: it reports
//   console.error/warn, uncaught errors, unhandled rejections, failed resource loads (as a
//   warning when the page was being left, which cancels them) and CSP violations to
//   /__engines/console on the page's own origin (a beacon, answered here and never
//   forwarded), so nothing is lost when the page navigates away;
// - notes every answer of 400 or more, as Chromium's console would ("Failed to load resource");
// - forwards only to loopback hosts (this machine has no other network, and tests reach none).
import http from 'node:http';

export const BEACON_PATH = '/__engines/console';

// Runs in the page before the portal's own scripts. Plain ES2017 so any engine parses it.
const HOOK = `(function () {
  var path = ${JSON.stringify(BEACON_PATH)};
  function text(value) {
    if (value instanceof Error) return value.stack && value.stack.indexOf(value.message) >= 0 ? value.stack : value + '\\n' + (value.stack || '');
    if (typeof value === 'object' && value !== null) { try { return JSON.stringify(value); } catch (e) { return String(value); } }
    return String(value);
  }
  function send(level, message) {
    try { navigator.sendBeacon(path, JSON.stringify({ level: level, text: message, url: location.pathname + location.search })); } catch (e) {}
  }
  ['error', 'warn'].forEach(function (level) {
    var original = console[level];
    console[level] = function () {
      send(level, Array.prototype.map.call(arguments, text).join(' '));
      return original.apply(this, arguments);
    };
  });
  // A page being left has its loads cancelled (WebKit fires their error events): not a failure.
  var leaving = false;
  addEventListener('beforeunload', function () { leaving = true; });
  addEventListener('pageshow', function () { leaving = false; });
  addEventListener('error', function (event) {
    var target = event.target;
    if (target && target !== window && (target.src || target.href)) {
      if (leaving) send('warn', 'Failed to load ' + (target.src || target.href) + ' while the page was being left (a cancelled load)');
      else send('error', 'Failed to load ' + (target.src || target.href));
    } else send('pageerror', event.error ? text(event.error) : event.message + ' (' + event.filename + ':' + event.lineno + ')');
  }, true);
  addEventListener('unhandledrejection', function (event) { send('pageerror', 'Unhandled rejection: ' + text(event.reason)); });
  addEventListener('securitypolicyviolation', function (event) { send('error', 'CSP ' + event.violatedDirective + ' blocked ' + event.blockedURI); });
})();`;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Starts the proxy on a free loopback port.
 * @returns {Promise<{ port: number, drain: () => Array<{ level: string, text: string, url: string }>, close: () => Promise<void> }>}
 */
export async function startConsoleProxy() {
  let entries = [];
  const server = http.createServer((req, res) => {
    let target;
    try {
      target = new URL(req.url);
    } catch {
      res.writeHead(400).end('absolute URLs only: this is a proxy');
      return;
    }
    if (target.pathname === BEACON_PATH) {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        try {
          entries.push(JSON.parse(body));
        } catch {
          entries.push({ level: 'error', text: `unreadable console report: ${body.slice(0, 200)}`, url: '' });
        }
        res.writeHead(204).end();
      });
      return;
    }
    if (!LOOPBACK.has(target.hostname)) {
      entries.push({ level: 'error', text: `request to a host off this machine: ${target.origin}`, url: target.href });
      res.writeHead(502).end();
      return;
    }
    const headers = { ...req.headers, 'accept-encoding': 'identity' }; // the hook is put into plain text
    delete headers['proxy-connection'];
    const upstream = http.request(target, { method: req.method, headers }, (answer) => {
      // The portal has no favicon; browsers ask for one by themselves.
      if (answer.statusCode >= 400 && target.pathname !== '/favicon.ico') entries.push({ level: answer.statusCode >= 500 ? 'error' : 'warn', text: `HTTP ${answer.statusCode} ${req.method} ${target.pathname}${target.search}`, url: target.pathname });
      const html = /^text\/html/.test(answer.headers['content-type'] ?? '') && req.method === 'GET';
      if (!html) {
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
        return;
      }
      const nonce = /'nonce-([^']+)'/.exec(answer.headers['content-security-policy'] ?? '')?.[1];
      const tag = `<script${nonce ? ` nonce="${nonce}"` : ''}>${HOOK}</script>`;
      const changed = { ...answer.headers };
      delete changed['content-length']; // longer by the hook
      res.writeHead(answer.statusCode, changed);
      // Next streams the page: hold the start until <head…> has passed, then stream on.
      let start = '';
      let injected = false;
      answer.setEncoding('utf8');
      answer.on('data', (chunk) => {
        if (injected) return void res.write(chunk);
        start += chunk;
        const head = /<head(\s[^>]*)?>/i.exec(start);
        if (!head) return;
        const at = head.index + head[0].length;
        res.write(start.slice(0, at) + tag + start.slice(at));
        injected = true;
      });
      answer.on('end', () => res.end(injected ? undefined : start));
      answer.on('error', () => res.destroy());
    });
    upstream.on('error', (error) => {
      entries.push({ level: 'error', text: `proxy: ${req.method} ${target.href} failed: ${error.message}`, url: target.pathname });
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    drain: () => {
      const out = entries;
      entries = [];
      return out;
    },
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
