/**
 * The allow-list test of hosts (operators `httpsHostIn`, redirects, the application window's postback URL). A module of
 * its own so the code that loads on first use can import it without the operators (issue 20 item 4).
 */
/** True when host is one of the allowed hosts or a subdomain of one (never a substring test). */
export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const lower = host.toLowerCase();
  return allowed.some((entry) => {
    const base = entry.toLowerCase();
    return lower === base || lower.endsWith(`.${base}`);
  });
}
