// The words a field's problem is told in, wherever a schema gives none of its own: "At most 100
// characters", not the validator's "Too big: expected string to have <=100 characters". One mapping,
// installed once by the server and once by the console, so a message reads the same beside the field
// as it does in the API's 400; a schema's own message ('Choose a currency') still wins. It imports
// nothing but zod's settings: the console installs it before any schema is declared, from its first chunk.
import { type $ZodErrorMap, config } from 'zod/v4/core';

type Issue = Parameters<$ZodErrorMap>[0];

const grouped = new Intl.NumberFormat('en-US');
/** A number's bounds in words, the same beside the console's field and in the server's 400. */
export const atLeast = (min: number) => `At least ${grouped.format(min)}`;
export const atMost = (max: number) => `At most ${grouped.format(max)}`;
const count = (n: number | bigint, one: string, many = `${one}s`) =>
  `${grouped.format(n)} ${Number(n) === 1 ? one : many}`;

const empty = (input: unknown) => input === undefined || input === null || input === '';

const FORMATS: Record<string, string> = {
  email: 'Enter an e-mail address, like name@example.com',
  uuid: 'Not a valid id: choose one from the list',
  guid: 'Not a valid id: choose one from the list',
  url: 'Enter a web address, like https://example.com',
  date: 'Enter a date',
  datetime: 'Enter a date and time',
  time: 'Enter a time',
};

const EXPECTED: Record<string, string> = {
  number: 'Enter a number',
  int: 'Enter a whole number',
  string: 'Enter text',
  boolean: 'Choose yes or no',
  date: 'Enter a date',
  array: 'Choose from the list',
};

function tooBig(issue: Extract<Issue, { code: 'too_big' }>) {
  const max = issue.maximum;
  switch (issue.origin) {
    case 'string':
      return `At most ${count(max, 'character')}`;
    case 'array':
    case 'set':
      return `Choose at most ${grouped.format(max)}`;
    case 'number':
    case 'int':
      return atMost(Number(max));
    default:
      return undefined;
  }
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>) {
  const min = issue.minimum;
  switch (issue.origin) {
    case 'string':
      return Number(min) <= 1 ? 'Required' : `At least ${count(min, 'character')}`;
    case 'array':
    case 'set':
      return `Choose at least ${grouped.format(min)}`;
    case 'number':
    case 'int':
      return atLeast(Number(min));
    default:
      return undefined;
  }
}

function choices(values: readonly unknown[]) {
  return values.length <= 5 ? `Choose one of: ${values.map(String).join(', ')}` : 'Choose one from the list';
}

/** The plain message of an issue; undefined leaves zod's own (an issue kind with nothing better to say). */
export function plainMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return empty(issue.input) ? 'Required' : EXPECTED[issue.expected];
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      if (empty(issue.input)) return 'Required';
      return FORMATS[issue.format] ?? (issue.format === 'regex' ? 'Not in the expected format' : undefined);
    case 'invalid_value':
      return choices(issue.values);
    case 'not_multiple_of':
      return `Use a multiple of ${grouped.format(Number(issue.divisor))}`;
    case 'unrecognized_keys':
      return `Not a field here: ${issue.keys.join(', ')}`;
    default:
      return undefined;
  }
}

/** Makes plainMessage zod's message for every schema without one of its own (once, at start). */
export const installPlainMessages = () => config({ customError: plainMessage });
