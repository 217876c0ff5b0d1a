import { api } from '@/api/client';
import { unwrap } from '@/api/envelope';
import type { HelpContactPayload } from '../../../machines/help-contact.machine';

/** POST /Site/HelpContact: the company's mailbox receives the message. */
async function sendHelpContact(body: HelpContactPayload): Promise<void> {
  await unwrap(api.POST('/Site/HelpContact', { body }));
}

/** The help area's writes. */
export const helpCalls = { sendHelpContact };
