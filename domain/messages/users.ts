/** Spanish texts of the bulk user load that the gateway sends and the console checks itself (spec 002 §5). */
export const userLoadTexts = {
  fileMissing: 'Debes cargar un archivo para continuar',
} as const;
