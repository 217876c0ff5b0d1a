import { describe, expect, it } from 'vitest';
import { addContact, contactListError, removeContact } from '@/features/admin-generic/contact-list';
import { genericMessages } from '@/features/admin-generic/messages';

const e = genericMessages.errors;
const mail = { contactTypeId: 2, contactValue: 'club@correo.mx', mainContact: false, showValue: true };
const phone = { contactTypeId: 1, contactValue: '5512345678', mainContact: false, showValue: true };

describe('contacts sub-form rules (spec 002 §4, §5)', () => {
  it('forces the first contact to be main and keeps the main one first', () => {
    const first = addContact([], mail);
    expect(first).toEqual([{ ...mail, mainContact: true }]);
    const second = addContact(first as (typeof mail)[], phone);
    expect(second).toEqual([{ ...mail, mainContact: true }, phone]);
  });

  it('refuses a second main contact, a repeated value and empty fields with the spec texts', () => {
    const list = addContact([], mail) as (typeof mail)[];
    expect(addContact(list, { ...phone, mainContact: true })).toBe(
      'Sólo puedes seleccionar un contacto como principal',
    );
    expect(addContact(list, { ...mail, contactValue: ' CLUB@correo.mx ' })).toBe(
      'Este contacto ya existe en la lista',
    );
    expect(addContact(list, { ...phone, contactValue: '  ' })).toBe('El valor del contacto es requerido');
    expect(addContact(list, { ...phone, contactTypeId: 0 })).toBe('El tipo de contacto es requerido');
  });

  it('refuses a value that does not fit its type, as the gateway does', () => {
    expect(addContact([], { ...phone, contactValue: 'https://wa.me/5512345678' })).toBe(
      'Se necesitan 10 números',
    );
    expect(addContact([], { ...mail, contactValue: 'club en correo.mx' })).toBe(
      'Correo incorrecto, por favor revise.',
    );
    expect(addContact([], { ...mail, contactTypeId: 7, contactValue: 'instagram.com/club' })).toBe(
      'El enlace debe empezar con https:// o http://',
    );
  });

  it('checks the list on save and promotes the first remaining contact when the main one goes', () => {
    expect(contactListError([])).toBe('La publicación no tiene opciones de contacto');
    expect(contactListError([phone])).toBe(e.noMain);
    const list = addContact(addContact([], mail) as (typeof mail)[], phone) as (typeof mail)[];
    expect(contactListError(list)).toBeNull();
    expect(removeContact(list, 0)).toEqual([{ ...phone, mainContact: true }]);
  });
});
