/** Points as es-MX writes whole numbers (1,250). */
export const formatPoints = (points: number) => points.toLocaleString('es-MX');
