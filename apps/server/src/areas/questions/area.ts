// The Questions area's one definition, listed in areas/index.ts: its handlers and what it offers the console.
import { underOwnId } from '../../kits/history/history-ids.js';
import { defineArea } from '../../platform/area-definition.js';
import { questionsHandlers } from './routes.js';
import { seedDemoQuestions } from './seed/demo.js';

export const questionsArea = defineArea({
  key: 'questions',
  handlers: (deps) => questionsHandlers(deps),
  history: {
    question: underOwnId('question'),
    'classmarker-category': underOwnId('classmarker-category'),
  },
  demo: seedDemoQuestions,
});
