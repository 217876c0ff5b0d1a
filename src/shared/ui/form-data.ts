/** A multipart body for openapi-fetch's bodySerializer: files as parts, arrays as one part each, the rest as text. */
export function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  const append = (name: string, value: unknown) => {
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
    else form.append(name, String(value));
  };
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) append(name, item);
    else append(name, value);
  }
  return form;
}
