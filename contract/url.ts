import type { Endpoint } from './endpoint';

/**
 * The path and query string of a request, relative to /api/v1/: path parameters filled in and
 * encoded, absent or empty query values left out. One function for both programs' tests and the SPA.
 */
export function endpointUrl(declaration: Endpoint, request: { params?: object; query?: object }): string {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const path = declaration.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
