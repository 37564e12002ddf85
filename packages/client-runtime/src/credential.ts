/**
 * Where a call's credential goes, by the spec's security scheme (OpenAPI 3.1 section 4.8.27): by default a
 * bearer token in `Authorization` (HTTP `bearer`, OAuth 2, OpenID Connect); an API key in the header, query
 * parameter or cookie the scheme names (`apiKey`); or another HTTP scheme's credentials (`Basic <...>`).
 * The generated client's definition names the placement; this runtime knows no scheme of its own.
 */

export type CredentialPlacement =
  /** `type: apiKey`: the `apiKey` option (or `<prefix>API_KEY`) sent in the named header, query parameter or cookie. */
  | { kind: 'apiKey'; in: 'header' | 'query' | 'cookie'; name: string }
  /** `type: http` other than bearer: `Authorization: <scheme> <accessToken>`. */
  | { kind: 'http'; scheme: string };

/**
 * Puts `value` where `placement` says, in `headers` (lower-case keys) or the URL; returns the URL to call.
 * Without a placement, `Authorization: Bearer <value>`.
 */
export function placeCredential(headers: Record<string, string>, url: string, value: string, placement: CredentialPlacement | undefined): string {
  if (!placement) {
    headers['authorization'] = `Bearer ${value}`;
    return url;
  }
  if (placement.kind === 'http') {
    headers['authorization'] = `${placement.scheme} ${value}`;
    return url;
  }
  if (placement.in === 'header') {
    headers[placement.name.toLowerCase()] = value;
    return url;
  }
  if (placement.in === 'cookie') {
    const pair = `${placement.name}=${encodeURIComponent(value)}`;
    headers['cookie'] = headers['cookie'] ? `${headers['cookie']}; ${pair}` : pair;
    return url;
  }
  const hash = url.indexOf('#');
  const [base, fragment] = hash < 0 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  const pair = `${encodeURIComponent(placement.name)}=${encodeURIComponent(value)}`;
  return `${base}${base.includes('?') ? '&' : '?'}${pair}${fragment}`;
}
