// Field rules shared by several schemas (browser-safe: no server imports).
import { z } from "zod";

/**
 * An image or file address the site may render: an absolute http(s) URL or a path on this site.
 * Anything else (javascript:, data:, protocol-relative //host) is refused.
 */
export const SAFE_URL = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i;

export const urlField = (message = "Enter a URL starting with https:// or /") =>
  z.string().trim().max(2048, "This address is too long.").regex(SAFE_URL, message);

/** An optional URL: empty, null or missing all mean "none". */
export const optionalUrlField = () =>
  z.preprocess((value) => (value === "" ? null : value), urlField().nullable().optional());

/**
 * A visitor's email address, strictly: zod's rule (letters, digits and . _ ' + - before the @, a
 * dotted host name after it), at most 320 characters. SPEC §5's looser something@something.something
 * let `a@b.com?bcc=x%40evil.example` through into the inbox's mailto: links.
 */
export const strictEmail = (message: string) => z.string({ message }).trim().max(320, message).email(message);
