// The owner's session cookie name, shared by the session code and the server's no-store rule.

/** `__Host-` in production: only this host, over HTTPS, for the whole site. */
export const sessionCookieName = (production: boolean) =>
  production ? "__Host-atelier_session" : "atelier_session";
