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

/** The simple email rule of SPEC §5: something@something.something with no spaces. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
