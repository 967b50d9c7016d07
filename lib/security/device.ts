import 'server-only';
import Bowser from 'bowser';
import ipaddr from 'ipaddr.js';
import type { DeviceInfo } from '@/lib/contract/security';

// How a sign-in's device and network are shown to the operator (issue 72): the browser and
// system named from the User-Agent (bowser, MIT), and the network as a prefix of the client's
// address (IPv4 /24, IPv6 /48, ipaddr.js), short enough not to be a tracking identifier. The
// address is the one the proxy in front set (clientAddress in lib/session/rate-limit.ts), never
// a header the client sets. Nothing longer than a few words is kept, whatever the header holds.

const WORD = 40; // a name or version longer than this is not one a browser sends
const word = (value: string | undefined) => (value ?? '').replace(/[^\p{L}\p{N} ._-]/gu, '').trim().slice(0, WORD);
/** The major and minor of a version ("131.0.6778.85" → "131.0"; "17" stays). */
const short = (version: string | undefined) => word(version).split('.').slice(0, 2).join('.');

/** The device a User-Agent names: browser and version, system and version, and its kind. */
export function describeDevice(userAgent: string | null): DeviceInfo {
  const ua = (userAgent ?? '').slice(0, 1024);
  if (!ua) return { browser: '', os: '', kind: 'other' };
  const { browser, os, platform } = Bowser.parse(ua);
  const kind = platform.type === 'mobile' || platform.type === 'tablet' || platform.type === 'desktop' ? platform.type : 'other';
  return {
    browser: [word(browser.name), short(browser.version)].filter(Boolean).join(' '),
    os: [word(os.name), os.versionName ? word(os.versionName) : short(os.version)].filter(Boolean).join(' '),
    kind,
  };
}

/**
 * The network of an address: its IPv4 /24 ("203.0.113.0/24") or IPv6 /48 ("2001:db8:1234::/48");
 * an IPv4 address written as IPv6 (::ffff:1.2.3.4) is IPv4. "" for anything that is not an address.
 */
export function networkOf(address: string): string {
  if (!ipaddr.isValid(address)) return '';
  const ip = ipaddr.process(address);
  const bits = ip.kind() === 'ipv4' ? 24 : 48;
  const prefix = ipaddr.fromByteArray(ip.toByteArray().map((byte, i) => (i * 8 + 8 <= bits ? byte : 0)));
  return `${prefix.toString()}/${bits}`;
}
