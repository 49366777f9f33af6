// Field rules shared by several schemas (browser-safe: no server imports).
import { z } from "zod";

export const UNSTORABLE_TEXT_MESSAGE = "This text contains characters that cannot be stored.";

// No NUL (PostgreSQL text refuses it) and no lone UTF-16 surrogate (not encodable as UTF-8); a
// surrogate pair is one code point under the `u` flag and passes.
// eslint-disable-next-line no-control-regex
const STORABLE_TEXT = /^[^\u0000\uD800-\uDFFF]*$/u;

/**
 * The string every text field of every schema starts from: `z.string(params)` that refuses, with
 * one field message, text the database could not store, so it never reaches PostgreSQL.
 */
export const textField = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).regex(STORABLE_TEXT, UNSTORABLE_TEXT_MESSAGE);

/**
 * An image or file address the site may render: an absolute http(s) URL or a path on this site.
 * Anything else (javascript:, data:, protocol-relative //host) is refused.
 */
export const SAFE_URL = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i;

export const urlField = (message = "Enter a URL starting with https:// or /") =>
  textField().trim().max(2048, "This address is too long.").regex(SAFE_URL, message);

/** The largest id a row can have: PostgreSQL's `integer`, which every table's id is. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A row's id as a form or a body sends it: a whole number from 1 to `MAX_RECORD_ID`. */
export const recordId = () => z.coerce.number().int().positive().max(MAX_RECORD_ID);

/** An optional URL: empty, null or missing all mean "none". */
export const optionalUrlField = () =>
  z.preprocess((value) => (value === "" ? null : value), urlField().nullable().optional());

/**
 * A visitor's email address, strictly: zod's rule (letters, digits and . _ ' + - before the @, a
 * dotted host name after it), at most 320 characters. product §5's looser something@something.something
 * let `a@b.com?bcc=x%40evil.example` through into the inbox's mailto: links.
 */
export const strictEmail = (message: string) =>
  textField({ message }).trim().max(320, message).email(message);
