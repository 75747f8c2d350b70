// Trainers: the list with its filters, lookups, account search, create, edit and CSV export.
// Part of the Trainers area: the contract's index joins these endpoints into `contract.trainers`.
import { endpoint } from './endpoint.js';

void endpoint;
export const trainerRecords = {} as const;
