// QuestionImport (/questions/import): questions from a CSV or GIFT file, a dry run first.
import { createFileRoute } from '@tanstack/react-router';
import { QuestionImport } from '../../../areas/questions/imports/question-import';

export const Route = createFileRoute('/_questions/questions/import')({
  component: QuestionImport,
});
