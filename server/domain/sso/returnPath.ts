// Where single sign-on returns to: only a path on this site, never another host (an open redirect).

/** The path when it is a same-origin relative path (/..., not //host or /\host), else null. */
export function safeReturnPath(next: unknown): string | null {
  if (typeof next !== 'string' || next.length > 2000) return null;
  // eslint-disable-next-line no-control-regex -- a control character in a return path is refused: that is the test
  if (!/^\/(?![/\\])/.test(next) || /[\u0000-\u001f\\]/.test(next)) return null;
  try {
    const url = new URL(next, 'http://vraagwerk.invalid');
    return url.origin === 'http://vraagwerk.invalid' ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
