/** What the browser offers that the admin tools rely on; injected so the rules are testable. */
export interface BrowserSecurityFacts {
  protocol: string;
  hostname: string;
  hasCrypto: boolean;
  storageWorks: boolean;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Spec part 1 §6: warn when not on HTTPS (except localhost), when crypto is missing, or when storage fails. */
export function securityWarnings(facts: BrowserSecurityFacts): string[] {
  const warnings: string[] = [];
  if (facts.protocol !== 'https:' && !LOCAL_HOSTS.has(facts.hostname)) {
    warnings.push('This admin session is not served over HTTPS.');
  }
  if (!facts.hasCrypto) warnings.push('Browser crypto is not available.');
  if (!facts.storageWorks) warnings.push('Local storage is not available; the admin session cannot be kept.');
  return warnings;
}

function storageWorks(): boolean {
  try {
    const probe = '__thetix_admin_probe__';
    localStorage.setItem(probe, probe);
    localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

export const currentBrowserFacts = (): BrowserSecurityFacts => ({
  protocol: window.location.protocol,
  hostname: window.location.hostname,
  hasCrypto: typeof globalThis.crypto?.getRandomValues === 'function',
  storageWorks: storageWorks(),
});
