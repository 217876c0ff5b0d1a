import { describe, expect, it } from 'vitest';
import { ContactType, contactValueProblem } from '../../domain/generic-contacts';

describe("a generic publication's contact", () => {
  it('takes a phone of ten digits, spaces and dashes aside', () => {
    expect(contactValueProblem(ContactType.phone, '55 1234-5678')).toBeNull();
    expect(contactValueProblem(ContactType.phone, 'https://wa.me/5512345678')).toBe(
      'Se necesitan 10 números',
    );
  });

  it('takes an e-mail address as an e-mail', () => {
    expect(contactValueProblem(ContactType.email, 'club@demo.mx')).toBeNull();
    expect(contactValueProblem(ContactType.email, '5512345678')).toBe('Correo incorrecto, por favor revise.');
  });

  it('takes a web address for every other type', () => {
    expect(contactValueProblem(9, 'https://open.spotify.com/artist/1')).toBeNull();
    expect(contactValueProblem(3, 'www.orgullo.mx')).toBe('El enlace debe empezar con https:// o http://');
  });
});
