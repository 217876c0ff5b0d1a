/** A multipart body for openapi-fetch's bodySerializer: files as parts, arrays as one part each, the rest as text. */
export function toFormData(body: object): FormData {
  const form = new FormData();
  const append = (name: string, value: unknown) => {
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
    else form.append(name, String(value));
  };
  for (const [name, value] of Object.entries(body) as [string, unknown][]) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) append(name, item);
    else append(name, value);
  }
  return form;
}

/**
 * The options of a multipart call: the body is checked against the call's schema, then sent as form parts.
 * Spread it into the call's options when it also needs params.
 */
export function multipart<B extends object>(body: B): { body: B; bodySerializer: () => FormData } {
  return { body, bodySerializer: () => toFormData(body) };
}

/**
 * The options of a multipart call whose parts a page gathered itself (a FormData, or text and files by name):
 * the schema cannot check them field by field, so this is the one place their body passes for the call's type
 * (`never` fits every body), and the gateway's validation, with its field errors, is the check. openapi-fetch
 * serializes only a defined body, hence the empty object.
 */
export function gatheredForm(parts: FormData | Record<string, string | Blob>): {
  body: never;
  bodySerializer: () => FormData;
} {
  const form = parts instanceof FormData ? parts : toFormData(parts);
  return { body: {} as never, bodySerializer: () => form };
}
