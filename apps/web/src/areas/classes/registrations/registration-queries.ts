// Reads and changes of a class's registrations, waiting list and students' passcodes. Each change
// refreshes the class (its seat counts and page) along with the registrations.
import { contract, type Endpoint, type RequestOf } from '@eco/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { formApi } from '../../../lib/form/form-api';
import { declaredRefusalText } from '../../../lib/refusal';
import { toast } from '../../../lib/toast';
import { classChanged, classesKey } from '../records/class-queries';

const c = contract.classes.registrations;

export const registrationsQueryOptions = (classId: number) =>
  queryOptions({
    queryKey: [...classesKey, 'registrations', classId],
    queryFn: ({ signal }) => api(c.listClassRegistrations, { params: { id: classId } }, { signal }),
  });

export const findRegistrationAccounts = (q: string, signal: AbortSignal) =>
  api(c.searchRegistrationAccounts, { query: { q } }, { signal, global: false });

/** Runs a change, then reads the class and its registrations again (also after a refusal). */
async function changing<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } finally {
    await classChanged();
  }
}

/**
 * A change from the list's buttons: a refusal it declares (400, which the global handler leaves to the
 * caller) is said in a toast in the contract's words; the list is read again either way.
 */
async function refusable<T>(endpoint: Endpoint, run: () => Promise<T>): Promise<T> {
  try {
    return await changing(run);
  } catch (error) {
    const refused = declaredRefusalText(error, endpoint);
    if (refused && (error as { status?: number }).status === 400) toast.error(refused, 'Not changed');
    throw error;
  }
}

export const addRegistration = (classId: number, body: RequestOf<typeof c.addClassRegistration>['body']) =>
  changing(() => formApi(c.addClassRegistration, { params: { id: classId }, body }));

export const removeRegistration = (classId: number, registrationId: number) =>
  refusable(c.removeClassRegistration, () =>
    api(c.removeClassRegistration, { params: { id: classId, registrationId } }),
  );

export const setRegistrationStatus = (
  classId: number,
  registrationId: number,
  body: RequestOf<typeof c.setClassRegistrationStatus>['body'],
) =>
  refusable(c.setClassRegistrationStatus, () =>
    api(c.setClassRegistrationStatus, { params: { id: classId, registrationId }, body }),
  );

export const reorderWaitlist = (classId: number, registrationIds: number[]) =>
  refusable(c.reorderClassWaitlist, () =>
    api(c.reorderClassWaitlist, { params: { id: classId }, body: { registrationIds } }),
  );

export const passcodeActions = {
  generate: { endpoint: c.generateClassPasscodes, label: 'Generate passcodes', done: 'generated' },
  send: { endpoint: c.sendClassPasscodeEmails, label: 'Send passcode e-mails', done: 'e-mailed' },
  deactivate: { endpoint: c.deactivateClassPasscodes, label: 'Deactivate passcodes', done: 'deactivated' },
} as const;
export type PasscodeAction = keyof typeof passcodeActions;

export const runPasscodeAction = (classId: number, action: PasscodeAction, registrationIds: number[] | null) =>
  refusable(passcodeActions[action].endpoint, () =>
    api(passcodeActions[action].endpoint, { params: { id: classId }, body: { registrationIds } }),
  );
