/** The texts of the header's sign-in button, apart so every page's first load carries only these two. */
export const signInButtonMessages = {
  openButton: 'Ingresar',
  loading: 'Cargando',
} as const;
