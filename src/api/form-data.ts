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
 * The parts a page gathered itself (a FormData, or text and files by name), read as the typed values of a call's
 * body so that `multipart` checks that body against the schema. The page has checked its required fields; one
 * that is still missing is a fault of the page, not of the person filling the form, hence the throw.
 */
export function gatheredParts(parts: FormData | Record<string, string | Blob>) {
  const part = (name: string) => (parts instanceof FormData ? (parts.get(name) ?? undefined) : parts[name]);
  const optionalText = (name: string) => {
    const value = part(name);
    return typeof value === 'string' ? value : undefined;
  };
  const text = (name: string) => {
    const value = optionalText(name);
    if (value === undefined) throw new Error(`The form has no ${name}`);
    return value;
  };
  const optionalFile = (name: string) => {
    const value = part(name);
    return value instanceof Blob ? value : undefined;
  };
  return {
    text,
    optionalText,
    number: (name: string) => Number(text(name)),
    optionalNumber: (name: string) => {
      const value = optionalText(name);
      return value === undefined ? undefined : Number(value);
    },
    flag: (name: string) => text(name) === 'true',
    file: (name: string) => {
      const value = optionalFile(name);
      if (value === undefined) throw new Error(`The form has no ${name}`);
      return value;
    },
    optionalFile,
  };
}
