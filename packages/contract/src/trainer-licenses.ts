// Licenses held by trainers: the renewal timeline, reminders and the renewal e-mail sent again.
// Part of the Trainers area: the contract's index joins these endpoints into `contract.trainers`.
import { endpoint } from './endpoint.js';

void endpoint;
export const trainerLicenses = {} as const;
