import { api } from '@/api/client';
import { unwrap } from '@/api/envelope';
import { callerCompanyId } from '@/api/caller-company';
import type { ContactValues } from './contact-rules';

/** The product name in POST /Site/{product}ContactUs. */
const CONTACT_PRODUCT = 'MuroPride';

export async function sendContact(values: ContactValues): Promise<void> {
  await unwrap(
    api.POST('/Site/{product}ContactUs', {
      params: { path: { product: CONTACT_PRODUCT } },
      body: {
        subject: values.subject.trim(),
        email: values.email.trim(),
        textMessage: values.textMessage.trim(),
        companyId: callerCompanyId(),
      },
    }),
  );
}
