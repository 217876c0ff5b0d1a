import type { components } from '../openapi/generated/schema';

/*
 * The directory registration machine's types, apart from the machine: directory-registration.samples.ts
 * checks against them without importing the machine, which imports the samples.
 */

type Schemas = components['schemas'];
type Form = Schemas['DirectoryForm'];

/** Step 1: personal and professional information (spec 001 §2). */
export type PersonalValues = Pick<
  Form,
  'FullName' | 'Email' | 'Phone' | 'Location' | 'CategoryServiceId' | 'SubCategoryServiceId'
> & { SecondPhone: string };

/** Step 2: additional information, social links and images (kept stored ones and new files). */
export interface AdditionalValues {
  DirectoryDescription: string;
  Website: string;
  Linkedin: string;
  Facebook: string;
  Twitter: string;
  Instagram: string;
  Tiktok: string;
  keptImages: string[];
  images: File[];
}

export interface EntryDraft {
  personal: PersonalValues;
  additional: AdditionalValues;
}

export type CardValues = Required<Schemas['CardForm']>;
/** What the card step tells the flow: never the number or the cvv (docs/decisions/0123). */
interface CardSummary {
  cardType: CardValues['cardType'];
  lastFour: string;
}
export type VerifyReply = Schemas['CardVerification'];

export interface DirectoryRegistrationInput {
  /** The entry being edited; null registers a new one (the package is chosen first). */
  directoryInfoId: number | null;
  /** The package's price when editing (a new entry takes it from the chosen package). */
  monthlyPrice: number;
  /** Free posting: the company's, the member's free posts, HR's grant, or an edited entry's card is done. */
  freePosting: boolean;
}

export interface DirectoryRegistrationContext extends DirectoryRegistrationInput {
  directoryTypeId: number | null;
  personal: PersonalValues | null;
  additional: AdditionalValues | null;
  card: CardSummary | null;
  /** The verification outcome or failure shown on the card step or the finish screen. */
  error: string | null;
  cardVerified: boolean;
}

export type DirectoryRegistrationEvent =
  | { type: 'package.choose'; directoryTypeId: number; monthlyPrice: number }
  | { type: 'personal.next'; values: PersonalValues }
  | { type: 'additional.submit'; values: AdditionalValues }
  | { type: 'card.submit'; card: CardSummary }
  | { type: 'wizard.back' };

export interface SaveEntryInput {
  directoryInfoId: number | null;
  directoryTypeId: number | null;
  draft: EntryDraft;
}

export interface CardInput {
  directoryInfoId: number;
}
