import 'server-only';

// JSON bodies are bounded before anything recurses over them (issue 14, defect 5): one linear
// scan of the text counts nesting depth and entries, then JSON.parse. A parsed body can then be
// walked, validated and stringified for the upstream without exhausting the stack.

export const JSON_LIMITS = { maxDepth: 16, maxEntries: 2000 } as const;

/** Keys that would reach an object's prototype when a body is merged or copied carelessly. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Whether any object in the (depth-bounded) value has a prototype key of its own. */
function hasPrototypeKey(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(hasPrototypeKey);
  return Object.keys(value).some((key) => PROTOTYPE_KEYS.has(key) || hasPrototypeKey((value as Record<string, unknown>)[key]));
}

export type BoundedJson = { ok: true; value: unknown } | { ok: false; reason: 'syntax' | 'depth' | 'entries' | 'prototype' };

/** Parses JSON text whose nesting and entry count are within bounds; anything else is refused. */
export function parseBoundedJson(text: string, { maxDepth, maxEntries } = JSON_LIMITS): BoundedJson {
  let depth = 0;
  let entries = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > maxDepth) return { ok: false, reason: 'depth' };
    } else if (c === 0x7d || c === 0x5d) depth--;
    else if (c === 0x2c || c === 0x3a) {
      if (++entries > maxEntries) return { ok: false, reason: 'entries' };
    }
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'syntax' };
  }
  return hasPrototypeKey(value) ? { ok: false, reason: 'prototype' } : { ok: true, value };
}
