// Seeded malformed input for the fuzz tests: odd values, JSON, form and multipart bodies, wrong
// content types. Deterministic, so a failure replays from its seed.

/** A small deterministic generator in [0, 1). */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

export type Next = () => number;

const pick = <T>(next: Next, list: readonly T[]): T => list[Math.floor(next() * list.length)];

/** Odd ids and path segments, some with escapes. */
export const PARAMS = [
  "1",
  "0",
  "-1",
  "1.5",
  "1e3",
  "abc",
  "99999999999",
  "%00",
  "\u0000",
  "brandFont",
  "customs",
  "../etc",
  "",
  "__proto__",
] as const;

export const STRINGS = [
  "",
  " ",
  "x".repeat(10_000),
  "y".repeat(300_000),
  "<script>",
  "javascript:alert(1)",
  "é",
  "👜",
  "\u0000",
  "name\u0000with nul",
  "\uD800",
  "lone \uDFFF low",
  "1",
  "-0",
  "1e999",
  "true",
  "//evil",
  "https://example.com/a.jpg",
  "/demo/a.jpg",
  "someone@example.com",
  "handbags",
] as const;

/** Field names the forms and the API use, plus ones nothing expects. */
export const FIELDS = [
  "intent",
  "name",
  "email",
  "subject",
  "message",
  "customerName",
  "customerEmail",
  "productId",
  "productName",
  "title",
  "description",
  "price",
  "category",
  "imageUrl",
  "imageUrl2",
  "id",
  "key",
  "value",
  "items",
  "displayOrder",
  "orderId",
  "order",
  "direction",
  "flag",
  "kind",
  "password",
  "redirectTo",
  "collectionName",
  "paymentIntentId",
  "website",
  "__proto__",
  "constructor",
] as const;

const INTENTS = [
  "contact",
  "newsletter",
  "add",
  "update",
  "delete",
  "rename",
  "remove",
  "toggle",
  "move",
  "read",
];
const NUMBERS = [0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 53 + 1, 42];

export function value(next: Next, depth = 0): unknown {
  switch (Math.floor(next() * (depth > 2 ? 6 : 9))) {
    case 0:
      return null;
    case 1:
      return next() > 0.5;
    case 2:
      return pick(next, NUMBERS);
    case 3:
    case 4:
    case 5:
      return pick(next, STRINGS);
    case 6:
      return Array.from({ length: Math.floor(next() * 4) }, () => value(next, depth + 1));
    default:
      return Object.fromEntries(
        FIELDS.filter(() => next() > 0.6).map((key) => [key, value(next, depth + 1)]),
      );
  }
}

/** Raw JSON text a serializer would never write: huge exponents, duplicate and prototype keys. */
const RAW_JSON = [
  '{"price": 1e999, "displayOrder": -1e999}',
  '{"__proto__": {"available": true}, "name": "x"}',
  '{"constructor": {"prototype": {"x": 1}}}',
  '{"name": "a\\u0000b", "email": "a\\u0000@example.com", "title": "\\ud800"}',
  '{"items": [{"id": 1e999, "displayOrder": 0}]}',
  '{"value": "\\udc00"}',
  "[]",
  "null",
  '"text"',
  "{not json",
  "",
];

export interface FuzzBody {
  body?: BodyInit;
  contentType?: string;
  label: string;
}

function formFields(next: Next) {
  const fields: [string, string][] = [];
  if (next() > 0.3) fields.push(["intent", pick(next, INTENTS)]);
  for (const field of FIELDS) if (next() > 0.7) fields.push([field, pick(next, STRINGS)]);
  return fields;
}

/** A valid `sample` with one field set to an odd string, as JSON or as a form. */
function mutated(next: Next, sample: Record<string, string | number>): FuzzBody {
  const key = pick(next, Object.keys(sample));
  const odd = { ...sample, [key]: pick(next, STRINGS) };
  const label = `${key}=${JSON.stringify(odd[key]).slice(0, 40)}`;
  if (next() > 0.5)
    return { body: JSON.stringify(odd), contentType: "application/json", label: `json ${label}` };
  const fields = Object.entries(odd).map(([name, text]) => [name, String(text)]);
  return {
    body: new URLSearchParams(fields).toString(),
    contentType: "application/x-www-form-urlencoded",
    label: `form ${label}`,
  };
}

/**
 * A body of any kind: a valid `sample` with one odd field, JSON, raw JSON, urlencoded, multipart
 * (with or without a file), or wrong.
 */
export function body(next: Next, sample?: Record<string, string | number>): FuzzBody {
  if (sample && next() > 0.5) return mutated(next, sample);
  switch (Math.floor(next() * 9)) {
    case 0:
    case 1:
      return { body: JSON.stringify(value(next)), contentType: "application/json", label: "json" };
    case 2: {
      const text = pick(next, RAW_JSON);
      return { body: text, contentType: "application/json", label: `raw json ${text}` };
    }
    case 3:
    case 4: {
      const fields = formFields(next);
      return {
        body: new URLSearchParams(fields).toString(),
        contentType: "application/x-www-form-urlencoded",
        label: `form ${fields.map(([k, v]) => `${k}=${v.slice(0, 20)}`).join("&")}`,
      };
    }
    case 5: {
      const form = new FormData();
      const fields = formFields(next);
      for (const [key, text] of fields) form.append(key, text);
      if (next() > 0.5)
        form.append(
          pick(next, ["photos", "photo", "image", "font", "file"]),
          new Blob(["not an image"]),
          "a.jpg",
        );
      return { body: form, label: `multipart ${fields.map(([k]) => k).join(",")}` };
    }
    case 6:
      return {
        body: "--x\r\nbroken",
        contentType: "multipart/form-data; boundary=x",
        label: "broken multipart",
      };
    case 7:
      return {
        body: pick(next, STRINGS),
        contentType: pick(next, ["text/plain", "application/xml", ""]),
        label: "wrong type",
      };
    default:
      return { label: "no body" };
  }
}

export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
