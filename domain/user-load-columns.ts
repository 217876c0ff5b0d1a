/**
 * Columns of the bulk user load (spec 002 "Bulk load"), in the template's order, with the user form field each
 * fills. Catalogue columns hold names as HR reads them (a branch, group, job role or 'Perfil' by its label).
 */
export const USER_LOAD_COLUMNS = [
  ['NumeroEmpleado', 'employeeNo'],
  ['Correo', 'email'],
  ['Nombre', 'firstName'],
  ['ApellidoPaterno', 'middleName'],
  ['ApellidoMaterno', 'lastName'],
  ['Genero', 'gender'],
  ['FechaNacimiento', 'birthday'],
  ['FechaIngreso', 'hiringDate'],
  ['Celular', 'mobile'],
  ['TelefonoOficina', 'phoneNumber'],
  ['Extension', 'extension'],
  ['CorreoAdicional', 'additionalEmail'],
  ['Perfil', 'roleId'],
  ['Sucursal', 'branchOfficeId'],
  ['Grupo', 'departmentId'],
  ['Categoria', 'jobRoleId'],
] as const;

/** The most rows one file may hold. */
export const USER_LOAD_MAX_ROWS = 10_000;

/** The template's header line and one example row. */
export const USER_LOAD_TEMPLATE =
  USER_LOAD_COLUMNS.map(([column]) => column).join(',') +
  '\r\n1001,ana.perez@empresa.mx,Ana,Pérez,López,F,1990-05-17,2020-01-06,5512345678,,,,Usuario,Matriz,Recursos Humanos,Analista\r\n';
