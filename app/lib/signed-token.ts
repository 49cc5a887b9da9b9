/** A signed link token (signed-token.server.ts): a UUID, a dot, a base64url HMAC-SHA256. */
export const SIGNED_TOKEN = /^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/
