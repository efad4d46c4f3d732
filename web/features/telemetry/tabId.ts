// One id per browser tab: kept in sessionStorage, so it survives a reload of the tab and differs
// between tabs. Telemetry sends it as the session id; the protocol editor keys its unsaved edits by it.
const KEY = 'baustellen.tabId';

let fallback: string | null = null;

export function tabId(): string {
  try {
    const known = window.sessionStorage.getItem(KEY);
    if (known) return known;
    const id = crypto.randomUUID();
    window.sessionStorage.setItem(KEY, id);
    return id;
  } catch {
    // sessionStorage blocked: one id for as long as the page lives.
    fallback ??= crypto.randomUUID();
    return fallback;
  }
}
