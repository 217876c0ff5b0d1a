/**
 * The register password rules of spec 000 §5, checked by the gateway and the forms alike: 8+ characters, an upper and a
 * lower case letter (accented ones count), a digit and a symbol.
 */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= 8 &&
    /[A-ZÁÉÍÓÚÑÜ]/.test(value) &&
    /[a-záéíóúñü]/.test(value) &&
    /\d/.test(value) &&
    /[^A-Za-z0-9ÁÉÍÓÚÑÜáéíóúñü]/.test(value)
  );
}
