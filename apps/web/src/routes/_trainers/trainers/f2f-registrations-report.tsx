// TrainersF2FRegistrationsReport (/trainers/f2f-registrations-report): in-person classes, with CSV.
import { createFileRoute } from '@tanstack/react-router';
import { F2fRegistrationsReport } from '../../../areas/trainers/f2f/f2f-report';
import { f2fReportSearch } from '../../../areas/trainers/f2f/f2f-report-search';

export const Route = createFileRoute('/_trainers/trainers/f2f-registrations-report')({
  validateSearch: f2fReportSearch,
  component: F2fRegistrationsReport,
});
