import type { IncomingMessage } from 'node:http';

/**
 * Who may talk to the simulator: it serves login links (/__inbox.json) and sessions, so a page on another site
 * must not reach it, not even by pointing its own DNS name at 127.0.0.1 (DNS rebinding) or by opening a
 * socket. Loopback names are always in; other names and origins only when configured (`npm start --
 * --allow-host NAME --allow-origin URL`).
 */
export interface AccessOptions {
  /** Host names besides the loopback ones the server answers to (a name in /etc/hosts, a LAN address). */
  hosts?: readonly string[];
  /** Origins besides those on an allowed host that may call it from a page (CORS) or open its sockets. */
  origins?: readonly string[];
}

/** localhost, its subdomains, 127.0.0.0/8 and [::1]: names that can only mean this machine. */
const LOOPBACK = /^(?:localhost|[a-z0-9-]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** The host name of a Host header or an origin, lower-cased; undefined when it is not one. */
function hostName(authority: string): string | undefined {
  try {
    return new URL(`http://${authority}`).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

export function createAccess(options: AccessOptions = {}) {
  const hosts = new Set((options.hosts ?? []).map((host) => host.toLowerCase()));
  const origins = new Set((options.origins ?? []).map((origin) => new URL(origin).origin));
  const hostAllowed = (name: string | undefined) => name !== undefined && (LOOPBACK.test(name) || hosts.has(name));

  return {
    /** The Host header names this machine or a configured name (a request without one is not a browser's). */
    host(request: IncomingMessage): boolean {
      const header = request.headers.host;
      return header === undefined || hostAllowed(hostName(header));
    },
    /** An origin (http or https) on an allowed host, at any port, or one configured as is. */
    origin(origin: string): boolean {
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        return false;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
      return origins.has(url.origin) || hostAllowed(url.hostname.toLowerCase());
    },
  };
}

export type Access = ReturnType<typeof createAccess>;
