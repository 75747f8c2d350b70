import { createFileRoute } from '@tanstack/react-router';
import { ReportsPage } from '../../../areas/reports/reports-page';

export const Route = createFileRoute('/_reports/reports/')({
  component: ReportsPage,
});
