// Reports (/reports): the reports this person may run, each a link with a line of what it tells.
import { createFileRoute } from '@tanstack/react-router';
import { ReportsPage } from '../../../areas/reports/reports-page';

export const Route = createFileRoute('/_reports/reports/')({
  component: ReportsPage,
});
