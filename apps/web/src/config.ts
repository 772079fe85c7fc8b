/**
 * Where the API lives: this page's origin + /api (the API server serves both), unless the build was made
 * with VITE_API_BASE_URL pointing at another backend.
 */
export function apiBaseUrl(configured: string | undefined, origin: string): string {
  const base = configured?.trim();
  if (base) return base.replace(/\/+$/, '');
  return `${origin}/api`;
}
