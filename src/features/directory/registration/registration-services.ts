import type { SaveEntryInput } from '../../../../machines/directory-registration.types';
import type { CardForm, CardVerification, DirectoryForm, ServiceSubCategory } from '../api';
import { directoryCalls } from '../api';

/** What the registration does outside the page: the gateway calls and leaving for the bank's challenge. */
export interface RegistrationServices {
  loadSubCategories(categoryId: number): Promise<ServiceSubCategory[]>;
  saveEntry(input: SaveEntryInput): Promise<number>;
  tokenizeCard(directoryInfoId: number, card: CardForm): Promise<void>;
  verifyCard(directoryInfoId: number): Promise<CardVerification>;
  goTo(url: string): void;
}

/** The multipart form of an entry from the flow's draft. */
function entryForm({ directoryInfoId, directoryTypeId, draft }: SaveEntryInput): DirectoryForm {
  const { keptImages, images, ...additional } = draft.additional;
  return {
    ...draft.personal,
    ...additional,
    ...(directoryInfoId !== null
      ? { DirectoryInfoId: directoryInfoId, KeepImages: keptImages.join(',') }
      : {}),
    ...(directoryTypeId !== null ? { DirectoryTypeId: directoryTypeId } : {}),
    ContactImage: images,
  };
}

export const gatewayRegistrationServices: RegistrationServices = {
  loadSubCategories: directoryCalls.fetchSubCategories,
  async saveEntry(input) {
    const saved = await directoryCalls.saveEntry(entryForm(input));
    if (!saved) throw new Error('Sin respuesta');
    return saved.directoryInfoId;
  },
  tokenizeCard: (id, card) => directoryCalls.tokenizeCard(id, card).then(() => undefined),
  verifyCard: directoryCalls.verifyCard,
  goTo: (url) => window.location.assign(url),
};
