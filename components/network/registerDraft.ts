import type { RegisterInput } from '@/lib/contract/network';

// The add-member draft in sessionStorage (issue 4): it survives a reload and a forced
// logout → login round trip in the same tab. Passwords are never written.

const KEY = 'network.registerDraft';
const SECRET: (keyof RegisterInput)[] = ['password', 'password2', 'pass2'];

export function loadDraft(): Partial<RegisterInput> {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Partial<RegisterInput>) : {};
  } catch {
    return {};
  }
}

export function saveDraft(values: Partial<RegisterInput>) {
  const kept = Object.fromEntries(Object.entries(values).filter(([k, v]) => !SECRET.includes(k as keyof RegisterInput) && v));
  try {
    sessionStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // storage full or blocked: the form still works, only the draft is lost
  }
}

export const clearDraft = () => sessionStorage.removeItem(KEY);
