// Written by `npm run areas` from the areas’ own files; a test fails when it is out of date. Do not edit.
import type { AnyStateMachine } from 'xstate';
import { machineTexts, type MachineTexts } from './machine-meta';
import { accountErasureMachine } from './account-erasure.machine';
import { adminTalkFormMachine } from './admin-talk-form.machine';
import { candidateDecisionMachine } from './candidate-decision.machine';
import { cartMachine } from './cart.machine';
import { chatDockMachine } from './chat-dock.machine';
import { directoryRegistrationMachine } from './directory-registration.machine';
import { eventAuthorizationMachine } from './event-authorization.machine';
import { eventRequestMachine } from './event-request.machine';
import { helpContactMachine } from './help-contact.machine';
import { jobApplyMachine } from './job-apply.machine';
import { jobFormMachine } from './job-form.machine';
import { jobLifecycleMachine } from './job-lifecycle.machine';
import { loginModalMachine } from './login-modal.machine';
import { onboardingMachine } from './onboarding.machine';
import { postCommentsMachine } from './post-comments.machine';
import { postFormMachine } from './post-form.machine';
import { prideTalksMachine } from './pride-talks.machine';
import { pushSubscriptionMachine } from './push-subscription.machine';
import { recognitionMachine } from './recognition.machine';
import { redemptionMachine } from './redemption.machine';
import { resetPasswordMachine } from './reset-password.machine';
import { rewardFormMachine } from './reward-form.machine';
import { sessionMachine } from './session.machine';
import { surveyAnsweringMachine } from './survey-answering.machine';
import { verifyAccountMachine } from './verify-account.machine';
import { verifyAdditionalEmailMachine } from './verify-additional-email.machine';

/** One entry per statechart: what designers see in the studio and QA in the path listings. */
export interface MachineEntry extends MachineTexts {
  /** Same as the file name without `.machine.ts`, e.g. `login-modal`. */
  id: string;
  /** Path of the source file from the repository root. */
  source: string;
  machine: AnyStateMachine;
}

/** Every statechart in machines/, by file name without `.machine.ts`. */
export const machineFiles: Record<string, AnyStateMachine> = {
  'account-erasure': accountErasureMachine,
  'admin-talk-form': adminTalkFormMachine,
  'candidate-decision': candidateDecisionMachine,
  cart: cartMachine,
  'chat-dock': chatDockMachine,
  'directory-registration': directoryRegistrationMachine,
  'event-authorization': eventAuthorizationMachine,
  'event-request': eventRequestMachine,
  'help-contact': helpContactMachine,
  'job-apply': jobApplyMachine,
  'job-form': jobFormMachine,
  'job-lifecycle': jobLifecycleMachine,
  'login-modal': loginModalMachine,
  onboarding: onboardingMachine,
  'post-comments': postCommentsMachine,
  'post-form': postFormMachine,
  'pride-talks': prideTalksMachine,
  'push-subscription': pushSubscriptionMachine,
  recognition: recognitionMachine,
  redemption: redemptionMachine,
  'reset-password': resetPasswordMachine,
  'reward-form': rewardFormMachine,
  session: sessionMachine,
  'survey-answering': surveyAnsweringMachine,
  'verify-account': verifyAccountMachine,
  'verify-additional-email': verifyAdditionalEmailMachine,
};

/** The machines with the texts of their meta, sorted by area, then title: the order the studio lists them in. */
export const machineRegistry: MachineEntry[] = Object.entries(machineFiles)
  .map(([id, machine]) => ({ id, ...machineTexts(machine), source: `machines/${id}.machine.ts`, machine }))
  .sort((a, b) => a.area.localeCompare(b.area, 'es') || a.title.localeCompare(b.title, 'es'));
