import type {
  CardValues,
  DirectoryRegistrationEvent,
  EntryDraft,
  VerifyReply,
} from './directory-registration.types';
import type { DoneSamples, ErrorSamples, EventSamples } from './samples';

export const samplePersonal: EntryDraft['personal'] = {
  FullName: 'Panadería Orgullo',
  Email: 'pan@orgullo.mx',
  Phone: '5512345678',
  SecondPhone: '',
  Location: 'Tlalpan, Ciudad de México',
  CategoryServiceId: 3,
  SubCategoryServiceId: 302,
};

export const sampleAdditional: EntryDraft['additional'] = {
  DirectoryDescription: 'Pan artesanal con masa madre.',
  Website: '',
  Linkedin: '',
  Facebook: '',
  Twitter: '',
  Instagram: 'https://instagram.com/panorgullo',
  Tiktok: '',
  keptImages: [],
  images: [],
};

export const sampleCard: CardValues = {
  firstName: 'Mariana',
  LastName: 'López',
  cardNumber: '4111111111111111',
  CardExpirationMonth: '12',
  CardExpirationYear: '2030',
  cvv: '123',
  countryStateId: 14,
  Street2Del: '',
  Street2Col: 'Americana',
  City: 'Guadalajara',
  PostalCode: '44100',
  Street: 'Av. Chapultepec',
  streetNumber: '120',
  cardType: '001',
};

const failure = { error: { message: 'El servicio no se encuentra disponible temporalmente' } };

/** Example data for the statechart studio and the QA path tool (docs/statechart-studio.md). */
export const directoryRegistrationSamples: EventSamples<DirectoryRegistrationEvent> &
  DoneSamples<{ saveEntry: number; saveCardEntry: number; tokenizeCard: null; verifyCard: VerifyReply }> &
  ErrorSamples<'saveEntry' | 'saveCardEntry' | 'tokenizeCard' | 'verifyCard'> = {
  'package.choose': [
    { directoryTypeId: 2, monthlyPrice: 199 },
    { directoryTypeId: 1, monthlyPrice: 0 },
  ],
  'personal.next': [{ values: samplePersonal }],
  'additional.submit': [{ values: sampleAdditional }],
  'card.submit': [{ card: { cardType: '001', lastFour: '1111' } }],
  'wizard.back': [{}],
  'xstate.done.actor.saveEntry': [{ output: 1201 }],
  'xstate.done.actor.saveCardEntry': [{ output: 1201 }],
  'xstate.done.actor.tokenizeCard': [{ output: null }],
  'xstate.done.actor.verifyCard': [
    { output: { responseCode: '7', urlRedirect: '/api/sandbox/card/ejemplo' } },
    { output: { responseCode: '2', urlRedirect: null } },
    { output: { responseCode: '3', urlRedirect: null } },
  ],
  'xstate.error.actor.saveEntry': [failure],
  'xstate.error.actor.saveCardEntry': [failure],
  'xstate.error.actor.tokenizeCard': [failure],
  'xstate.error.actor.verifyCard': [failure],
};
