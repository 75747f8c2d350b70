// The face-to-face requirement per year, its exemptions and the F2F registrations report.
// Part of the Trainers area: the contract's index joins these endpoints into `contract.trainers`.
import { endpoint } from './endpoint.js';

void endpoint;
export const trainerF2f = {} as const;
