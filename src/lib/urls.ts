// URL rules shared by the places that store a caller's http(s) URL (routing endpoints,
// webhooks).

/**
 * True when the text itself writes `http://` or `https://` followed by a host, as RFC
 * 3986 writes an authority. The WHATWG parser reads a host into `http:/x`, `https:x`
 * and `https:///x`, which name none, so checking the parsed URL is not enough.
 */
export const hasAuthority = (raw: string): boolean => /^https?:\/\/[^/?#\s]/i.test(raw);
